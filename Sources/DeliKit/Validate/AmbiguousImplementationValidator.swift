/// E002: a single dependency that several registrations satisfy. Candidates that are one type
/// declared twice with one qualifier are E004's to report, with its fix: not E002, whose advice
/// (qualifiers) does not fit.
struct AmbiguousImplementationValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        let fromComponents = context.compactMapResolved { item -> Diagnostic? in
            guard case .ambiguous(let candidates) = item.resolution, !isDuplicate(candidates, context) else {
                return nil
            }
            return .ambiguousImplementation(
                item.dependency.typeName, count: candidates.count, requester: ValidationContext.subject(item.component),
                notes: notes(candidates, context) + [ValidationContext.declarationNote(item.component)],
                at: item.dependency.location)
        }
        let fromUsages = context.resolvedUsages.compactMap { usage, type, resolution -> Diagnostic? in
            guard case .ambiguous(let candidates) = resolution, !isDuplicate(candidates, context) else { return nil }
            return .ambiguousImplementation(
                type, count: candidates.count, requester: usage.enclosingType.map { "'\($0)'" } ?? "this code",
                notes: notes(candidates, context), at: usage.location)
        }
        return fromComponents + fromUsages
    }

    /// True when every candidate is a component of one type name and qualifier (E004).
    private func isDuplicate(_ candidates: [Int], _ context: ValidationContext) -> Bool {
        let first = context.registration(candidates[0])
        return candidates.allSatisfy { index in
            let registration = context.registration(index)
            return registration.componentIndex != nil && registration.typeName == first.typeName
                && registration.qualifier == first.qualifier
        }
    }

    private func notes(_ candidates: [Int], _ context: ValidationContext) -> [DiagnosticNote] {
        candidates.map { .candidate(context.providerName($0), at: context.registration($0).location) }
    }
}

extension DiagnosticID {
    /// A single dependency has several implementations.
    public static let ambiguousImplementation = DiagnosticID("E002")
}

extension Diagnostic {
    static func ambiguousImplementation(
        _ type: String, count: Int, requester: String, notes: [DiagnosticNote], at location: SourceLocation
    ) -> Diagnostic {
        .error(
            .ambiguousImplementation,
            "'\(type)' has \(count) implementations but \(requester) needs exactly one; "
                + "give them qualifiers and ask for one, or ask for an array",
            at: location, notes: notes)
    }
}

extension DiagnosticNote {
    static func candidate(_ provider: String, at location: SourceLocation?) -> DiagnosticNote {
        DiagnosticNote("candidate '\(provider)'", at: location)
    }
}

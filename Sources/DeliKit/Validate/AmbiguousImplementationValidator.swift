/// E002: a single dependency that several registrations satisfy.
struct AmbiguousImplementationValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        let fromComponents = context.compactMapResolved { item -> Diagnostic? in
            guard case .ambiguous(let candidates) = item.resolution else { return nil }
            return .ambiguousImplementation(
                item.dependency.typeName, count: candidates.count, requester: ValidationContext.subject(item.component),
                notes: notes(candidates, context) + [ValidationContext.declarationNote(item.component)],
                at: item.dependency.location)
        }
        let fromUsages = context.resolvedUsages.compactMap { usage, type, resolution -> Diagnostic? in
            guard case .ambiguous(let candidates) = resolution else { return nil }
            return .ambiguousImplementation(
                type, count: candidates.count, requester: usage.enclosingType.map { "'\($0)'" } ?? "this code",
                notes: notes(candidates, context), at: usage.location)
        }
        return fromComponents + fromUsages
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

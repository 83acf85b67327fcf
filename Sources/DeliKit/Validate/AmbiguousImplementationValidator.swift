/// E002: a single dependency that several registrations satisfy.
struct AmbiguousImplementationValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for (index, component) in context.components.enumerated() where component.isRegistrable {
            for (dependency, resolution) in zip(component.dependencies, context.analysis.dependencyResolutions[index]) {
                guard case .ambiguous(let candidates) = resolution else { continue }
                found.append(
                    .ambiguousImplementation(
                        dependency.typeName, count: candidates.count, requester: ValidationContext.subject(component),
                        notes: notes(candidates, context) + [ValidationContext.declarationNote(component)],
                        at: dependency.location))
            }
        }
        for (usage, resolution) in zip(context.graph.usages, context.analysis.usageResolutions) {
            guard case .ambiguous(let candidates) = resolution, let type = usage.typeName else { continue }
            found.append(
                .ambiguousImplementation(
                    type, count: candidates.count, requester: usage.enclosingType.map { "'\($0)'" } ?? "this code",
                    notes: notes(candidates, context), at: usage.location))
        }
        return found
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

/// E023: a `qualifier`, `scope` or `target` member declared inside an `#if` clause (of the type's
/// body, or around an extension), or a global actor written inside `#if` in the attribute list of
/// the type (or of a supertype it inherits its isolation from), its initialiser or `inject(...)`. The generated factory registers the type once, with
/// the value (or the isolation) the checks read, in every build: a build that compiles another
/// clause would register the wrong value, or one the type does not have, or call an isolated
/// initialiser from code that is not isolated.
struct ConditionalValueValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        var reported = Set<SourceLocation>()
        return context.components.sparseFlatMap { component -> [Diagnostic] in
            // A configuration's members take their values from their `Config(...)` calls.
            guard component.kind != .configMember, !component.facts.valuesInClauses.isEmpty else { return [] }
            return component.facts.valuesInClauses.sorted { $0.value < $1.value }.compactMap { name, location in
                guard reported.insert(location).inserted else { return nil }
                return .valueInClause(name, of: component.typeName, at: location)
            }
        }
    }
}

extension DiagnosticID {
    /// A `qualifier`, `scope` or `target` member declared inside `#if`.
    public static let valueInClause = DiagnosticID("E023")
}

extension Diagnostic {
    static func valueInClause(_ member: String, of type: String, at location: SourceLocation) -> Diagnostic {
        if member.hasPrefix("@") { return actorInClause(member, of: type, at: location) }
        return .error(
            .valueInClause,
            "'\(member)' of '\(type)' is declared inside '#if': the generated factory registers '\(type)' with one "
                + "'\(member)' in every build; declare it outside '#if', or declare the type once in each clause",
            at: location)
    }

    /// A global actor (`@MainActor`) written inside `#if` among the attributes of a type (or of a
    /// supertype it inherits its isolation from) or of its initialiser or `inject(...)`.
    private static func actorInClause(_ attribute: String, of type: String, at location: SourceLocation)
        -> Diagnostic
    {
        .error(
            .valueInClause,
            "'\(attribute)' is written inside '#if', so '\(type)' is isolated in some builds only: the generated "
                + "factory creates '\(type)' with one isolation in every build; write '\(attribute)' outside '#if', or "
                + "declare the type once in each clause",
            at: location)
    }
}

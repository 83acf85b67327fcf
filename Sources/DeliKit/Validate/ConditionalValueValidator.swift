/// E023: a `qualifier`, `scope` or `target` member declared inside an `#if` clause (of the type's
/// body, or around an extension). The generated factory registers the type once, with the value
/// the checks read, in every build: a build that compiles another clause would register the wrong
/// value, or one the type does not have.
struct ConditionalValueValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        var reported = Set<SourceLocation>()
        return context.components.flatMap { component -> [Diagnostic] in
            // A configuration's members take their values from their `Config(...)` calls.
            guard component.kind != .configMember else { return [] }
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
        .error(
            .valueInClause,
            "'\(member)' of '\(type)' is declared inside '#if': the generated factory registers '\(type)' with one "
                + "'\(member)' in every build; declare it outside '#if', or declare the type once in each clause",
            at: location)
    }
}

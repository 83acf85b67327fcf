extension ComponentBuilder {
    /// The `qualifier`, `scope` and `target` members of `type` declared inside `#if` clauses: in
    /// a clause of a body, or in an extension inside clauses the type itself is not in (see
    /// `DELI-E023`); and the global actors (`@MainActor`) written inside `#if` on the type, an
    /// initialiser or `inject(...)`; each with where its first such declaration is.
    func valuesInClauses(of type: TypeDeclaration) -> [String: SourceLocation] {
        var result: [String: SourceLocation] = [:]
        let own = type.conditions
        for declaration in catalog.declarations(of: type) {
            for (name, location) in declaration.valuesInClauses where result[name] == nil {
                guard
                    !name.hasPrefix("@") || isolation.globalActor(named: String(name.dropFirst()), in: type.name) != nil
                else { continue }
                result[name] = location
            }
            guard declaration.conditions.contains(where: { !own.contains($0) }) else { continue }
            let values = [
                ("qualifier", declaration.qualifier), ("scope", declaration.scope), ("target", declaration.target),
            ]
            for case (let name, let value?) in values where result[name] == nil { result[name] = value.location }
        }
        return result
    }
}

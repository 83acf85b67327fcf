extension ComponentBuilder {
    /// The `qualifier`, `scope` and `target` members of `type` declared inside `#if` clauses: in
    /// a clause of a body, or in an extension inside clauses the type itself is not in (see
    /// `DELI-E023`); each with where its first such declaration is.
    func valuesInClauses(of type: TypeDeclaration) -> [String: SourceLocation] {
        var result: [String: SourceLocation] = [:]
        let own = type.conditions
        for declaration in catalog.declarations(of: type) {
            result.merge(declaration.valuesInClauses) { first, _ in first }
            guard declaration.conditions.contains(where: { !own.contains($0) }) else { continue }
            let values = [
                ("qualifier", declaration.qualifier), ("scope", declaration.scope), ("target", declaration.target),
            ]
            for case (let name, let value?) in values where result[name] == nil { result[name] = value.location }
        }
        return result
    }
}

extension ComponentBuilder {
    /// The `qualifier`, `scope` and `target` members of `type` declared inside `#if` clauses: in
    /// a clause of a body, or in an extension inside clauses the type itself is not in (see
    /// `DELI-E023`); and the global actors (`@MainActor`) written inside `#if` on the type, an
    /// initialiser or `inject(...)`, or on a scanned supertype it may infer its isolation from; each
    /// with where its first such declaration is.
    func valuesInClauses(of type: TypeDeclaration, supertypes: [String]) -> [String: SourceLocation] {
        var result: [String: SourceLocation] = [:]
        let own = type.conditions
        for declaration in catalog.declarations(of: type) {
            for (name, location) in declaration.valuesInClauses where result[name] == nil {
                guard !name.hasPrefix("@") || namesGlobalActor(name, in: type.name) else { continue }
                result[name] = location
            }
            guard declaration.conditions.contains(where: { !own.contains($0) }) else { continue }
            let values = [
                ("qualifier", declaration.qualifier), ("scope", declaration.scope), ("target", declaration.target),
            ]
            for case (let name, let value?) in values where result[name] == nil { result[name] = value.location }
        }
        if !type.isNonisolated { addInheritedActorsInClauses(supertypes, to: &result) }
        return result
    }

    /// The global actors written inside `#if` on a supertype's own declaration (`#if DEBUG
    /// @MainActor #endif class Base`), which its subclasses and conformers are isolated to there.
    private func addInheritedActorsInClauses(_ supertypes: [String], to result: inout [String: SourceLocation]) {
        // The supertypes' declarations were read (and noted for the memo) when they were found.
        guard catalog.hasPrimaryValuesInClauses else { return }
        for supertype in supertypes {
            guard let primary = catalog.firstPrimary(named: supertype), !primary.valuesInClauses.isEmpty else {
                continue
            }
            for (name, location) in primary.valuesInClauses where name.hasPrefix("@") && result[name] == nil {
                if namesGlobalActor(name, in: supertype) { result[name] = location }
            }
        }
    }

    /// Whether `key` (`@MainActor`) names a global actor, written in `owner`.
    private func namesGlobalActor(_ key: String, in owner: String) -> Bool {
        isolation.globalActor(named: String(key.dropFirst()), in: owner) != nil
    }
}

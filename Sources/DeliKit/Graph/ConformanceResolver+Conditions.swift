extension ConformanceResolver {
    /// The supertypes of `type` that only declarations inside `#if` clauses add, beyond the
    /// clauses of `type` itself, with those clauses: `#if DEBUG extension Plain: Logger {}` makes
    /// `Logger`, and what `Logger` inherits, a supertype of `Plain` in debug builds only.
    ///
    /// A supertype that a declaration outside those clauses also adds, or that declarations in
    /// different clauses add, is left out: the registration links it in every build, as before
    /// (Swift checks no conformance where a link is written, so that still compiles).
    func conditionalSupertypes(of type: TypeDeclaration) -> [String: [BranchCondition]] {
        let declarations = catalog.declarations(of: type)
        let own = type.conditions
        // Most types have no extension, and most extensions sit in no clause of their own.
        guard declarations.count > 1, declarations.contains(where: { $0.conditions.contains { !own.contains($0) } })
        else { return [:] }
        var unconditional = Set<String>()
        var conditional: [(supertypes: [String], conditions: [BranchCondition])] = []
        for declaration in declarations {
            let extra = declaration.conditions.filter { !own.contains($0) }
            let reached = supertypes(of: type.name, in: [declaration])
            if extra.isEmpty { unconditional.formUnion(reached) } else { conditional.append((reached, extra)) }
        }
        var result: [String: [BranchCondition]] = [:]
        var unsure = Set<String>()
        for (supertypes, conditions) in conditional {
            for supertype in supertypes where !unconditional.contains(supertype) && supertype != type.name {
                if let known = result[supertype], known != conditions { unsure.insert(supertype) }
                result[supertype] = conditions
            }
        }
        return result.filter { !unsure.contains($0.key) }
    }
}

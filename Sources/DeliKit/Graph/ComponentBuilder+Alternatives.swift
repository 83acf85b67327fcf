extension ComponentBuilder {
    /// The component, or one per dependency (or payload) initialiser, and per `inject(...)` of a lazy
    /// kind, when each sits in its own clause of an `#if` block (`#if DEBUG` … `#else` … `#endif`): every build compiles exactly one
    /// of them, so they are alternatives, not several candidates (`DELI-E008`). Each alternative is
    /// registered under its initialiser's clauses, as a component declared per clause is, so the
    /// generated factory calls the initialiser compiled in each build.
    func alternatives(_ type: TypeDeclaration, kind: ComponentKind, supertypes: [String]) -> [ComponentDeclaration] {
        let initializers = inheritedFunctions({ $0.initializers }, of: type, supertypes: supertypes)
        let candidates = Self.candidates(of: kind, among: initializers.functions)
        guard candidates.count > 1, Self.areAlternatives(candidates) else {
            let made = component(type, kind: kind, supertypes: supertypes, initializers: initializers)
            return injectorAlternatives(withInitializerConditions(made), of: type, supertypes: supertypes)
        }
        return candidates.flatMap { candidate in
            let made = component(
                type, kind: kind, supertypes: supertypes, initializers: (initializers.owner, [candidate]))
            return injectorAlternatives(withInitializerConditions(made), of: type, supertypes: supertypes)
        }
    }

    /// A lazy component with one `inject(...)` in each clause of an `#if` block, as one alternative
    /// per method registered under its clauses: every build compiles one of them (`DELI-E009` counts
    /// the methods of one build). A method in a clause the component cannot be built in is dropped.
    private func injectorAlternatives(
        _ declaration: ComponentDeclaration, of type: TypeDeclaration, supertypes: [String]
    ) -> [ComponentDeclaration] {
        let methods = declaration.facts.injectMethods
        guard declaration.kind.isLazy, methods.count > 1, Self.areAlternatives(methods) else { return [declaration] }
        let owner = inheritedFunctions({ $0.injectMethods }, of: type, supertypes: supertypes).owner
        return methods.compactMap { method in
            guard !BranchCondition.areExclusive(declaration.facts.conditions, method.conditions) else { return nil }
            var result = declaration
            result.facts.injectMethods = [method]
            result.dependencies = dependencies([method], of: owner)
            result.facts.conditions += method.conditions
            return result
        }
    }

    /// The initialisers one of which creates a component of `kind`: its dependency initialisers, or
    /// a factory's `payload:` ones; none for kinds created with `T()`.
    private static func candidates(of kind: ComponentKind, among functions: [FunctionDeclaration])
        -> [FunctionDeclaration]
    {
        switch kind {
        case .autowired: return dependencyInitializers(functions)
        case .autowiredFactory, .lazyAutowiredFactory:
            return functions.filter { $0.parameters.last?.label == "payload" }
        default: return []
        }
    }

    /// True when every two of `functions` sit in different clauses of one `#if` block.
    private static func areAlternatives(_ functions: [FunctionDeclaration]) -> Bool {
        functions.indices.allSatisfy { first in
            functions.indices.allSatisfy { second in
                first == second
                    || BranchCondition.areExclusive(functions[first].conditions, functions[second].conditions)
            }
        }
    }

    /// The component, registered also under the `#if` clauses of the one initialiser it is created
    /// with (an Autowired type or a factory): the generated call compiles only where it does.
    private func withInitializerConditions(_ declaration: ComponentDeclaration) -> ComponentDeclaration {
        guard declaration.kind == .autowired || declaration.kind.isFactory, declaration.facts.initializers.count == 1,
            !declaration.facts.initializers[0].conditions.isEmpty
        else { return declaration }
        var result = declaration
        result.facts.conditions += declaration.facts.initializers[0].conditions
        return result
    }
}

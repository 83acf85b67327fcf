/// E019: a component built by `start()` (its initialiser is `async`, `throws`, or isolated to a global
/// actor other than the main actor) that `start()` cannot build: only singletons of the Component
/// and Autowired kinds are built there, once.
struct StartedConstructionValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        context.components.compactMap { component in
            guard component.isRegistrable, component.concurrency.isBuiltAtStart else { return nil }
            if component.kind.isFactory || component.kind.isLazy {
                return .unsupportedStartedKind(component)
            }
            guard [.singleton, .always].contains(component.scope) else { return .unsupportedStartedScope(component) }
            return nil
        }
    }
}

extension DiagnosticID {
    /// An `async`, throwing or otherwise-isolated initialiser that `start()` cannot build.
    public static let unsupportedStartedConstruction = DiagnosticID("E019")
}

extension Diagnostic {
    static func unsupportedStartedScope(_ component: ComponentDeclaration) -> Diagnostic {
        let name = component.typeName
        return .error(
            .unsupportedStartedConstruction,
            "'\(name)' has \(reason(component.concurrency)), so `start()` builds it, but it is "
                + "\(component.scope.rawValue): start() builds one instance; make '\(name)' a singleton, or "
                + initializerFix(component.concurrency, "it"),
            at: component.concurrency.initializerLocation ?? component.location)
    }

    static func unsupportedStartedKind(_ component: ComponentDeclaration) -> Diagnostic {
        let name = component.typeName
        let concurrency = component.concurrency
        if component.kind.isLazy, concurrency.isInitializerNonisolated, let actor = concurrency.globalActor {
            return .error(
                .unsupportedStartedConstruction,
                "\(component.kind.protocolName) '\(name)' is isolated to @\(actor), so its inject(...) is too, and a "
                    + "lookup injects synchronously; make '\(name)' an Autowired singleton (start() builds it), or "
                    + "isolate it to the main actor",
                at: component.concurrency.initializerLocation ?? component.location)
        }
        return .error(
            .unsupportedStartedConstruction,
            "\(component.kind.protocolName) '\(name)' has \(reason(component.concurrency)), which only a singleton "
                + "Component or Autowired can have (start() builds those once); "
                + initializerFix(concurrency, "'\(name)'") + ", or make it an Autowired singleton",
            at: component.concurrency.initializerLocation ?? component.location)
    }

    /// `give it a synchronous, non-throwing initialiser`, or, for an initialiser that only its global
    /// actor makes `start()` build, one that is not isolated to it.
    private static func initializerFix(_ concurrency: ComponentConcurrency, _ subject: String) -> String {
        guard !concurrency.isAsync, !concurrency.isThrowing, let actor = concurrency.globalActor else {
            return "give \(subject) a synchronous, non-throwing initialiser"
        }
        return "give \(subject) an initialiser that is not isolated to @\(actor) (a 'nonisolated init', or "
            + "remove @\(actor))"
    }

    /// `an async initialiser`, `a throwing initialiser`, `an initialiser isolated to @DatabaseActor`.
    private static func reason(_ concurrency: ComponentConcurrency) -> String {
        switch (concurrency.isAsync, concurrency.isThrowing) {
        case (true, true): return "an async throwing initialiser"
        case (true, false): return "an async initialiser"
        case (false, true): return "a throwing initialiser"
        case (false, false): return "an initialiser isolated to @\(concurrency.globalActor ?? "")"
        }
    }
}

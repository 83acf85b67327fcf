/// E009: a LazyAutowired (or LazyAutowiredFactory) without exactly one `inject(...)`, with a
/// `mutating` one on a struct, or with one isolated to an actor or to a global actor the type is
/// not isolated to (the generated code calls it synchronously).
struct LazyInjectorValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        context.components.filter(\.kind.isLazy).compactMap { component in
            let methods = component.facts.injectMethods
            if methods.isEmpty { return .missingInjector(component) }
            if methods.count > 1 { return .severalInjectors(component) }
            if component.isValueType, let method = methods.first, method.isMutating {
                return .mutatingInjector(component, at: method.location)
            }
            if component.concurrency.isActor, let method = methods.first, !method.isNonisolated {
                return .actorInjector(component, at: method.location)
            }
            if let method = methods.first, let actor = Self.globalActor(of: method),
                component.concurrency.globalActor == nil, !component.concurrency.isActor
            {
                return .globalActorInjector(component, actor: actor, at: method.location)
            }
            return nil
        }
    }
}

extension LazyInjectorValidator {
    /// The global actor `inject(...)` is marked with (`@MainActor`, `@Storage.Actor`), if any.
    static func globalActor(of method: FunctionDeclaration) -> String? {
        guard !method.isNonisolated else { return nil }
        return method.attributes.first { attribute in
            TypeShape.mayNameGlobalActor(attribute) && !attribute.hasPrefix("IB") && attribute != "Sendable"
        }
    }
}

extension DiagnosticID {
    /// A lazy component without exactly one usable `inject(...)`.
    public static let lazyInjector = DiagnosticID("E009")
}

extension Diagnostic {
    static func missingInjector(_ component: ComponentDeclaration) -> Diagnostic {
        .error(
            .lazyInjector,
            "\(component.kind.protocolName) '\(component.typeName)' has no inject(...) method; add one whose "
                + "parameters are its dependencies",
            at: component.location, notes: unavailableNotes(component.facts.unavailableInjectors, "inject(...)"))
    }

    static func severalInjectors(_ component: ComponentDeclaration) -> Diagnostic {
        .error(
            .lazyInjector,
            "\(component.kind.protocolName) '\(component.typeName)' has \(component.facts.injectMethods.count) "
                + "inject(...) methods; keep exactly one",
            at: component.location,
            notes: component.facts.injectMethods.map { DiagnosticNote("inject(...) candidate", at: $0.location) })
    }

    static func actorInjector(_ component: ComponentDeclaration, at location: SourceLocation) -> Diagnostic {
        let eager = component.kind.isFactory ? "AutowiredFactory" : "Autowired"
        return .error(
            .lazyInjector,
            "inject(...) of actor '\(component.typeName)' is isolated to the actor, and a lookup injects "
                + "synchronously; make '\(component.typeName)' \(eager) (its dependencies in its initialiser), or a "
                + "class",
            at: location)
    }

    static func globalActorInjector(
        _ component: ComponentDeclaration, actor: String, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            .lazyInjector,
            "inject(...) of '\(component.typeName)' is isolated to @\(actor) and the type is not, and a lookup "
                + "injects synchronously from any code; mark '\(component.typeName)' @\(actor), or remove @\(actor) "
                + "from inject(...)",
            at: location)
    }

    static func mutatingInjector(_ component: ComponentDeclaration, at location: SourceLocation) -> Diagnostic {
        .error(
            .lazyInjector,
            "inject(...) of struct '\(component.typeName)' is mutating, so the injected values would be lost on a "
                + "copy; make '\(component.typeName)' a class",
            at: location)
    }
}

/// E022: a class whose initialiser alone is isolated to a global actor other than the main actor
/// (`@DatabaseActor init()` in a class that is not isolated), and that is not `Sendable`. `start()`
/// builds it on that actor, and Swift keeps a non-`Sendable` value an isolated initialiser returns
/// in that actor's region: the instance cannot be handed to the code that asks for it. (A class
/// isolated as a whole to a global actor is `Sendable`; the main actor's case is built
/// synchronously on the main actor.)
struct ActorBoundInstanceValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        let catalog = context.analysis.catalog
        return context.components.compactMap { component in
            let concurrency = component.concurrency
            guard component.isRegistrable, concurrency.isIsolatedByInitializer, concurrency.isBuiltAtStart,
                let actor = concurrency.globalActor,
                let type = catalog.primary(named: component.typeName, at: component.location), type.kind == .class,
                !ConformanceResolver(catalog: catalog).isDeclaredSendable(type)
            else { return nil }
            return .actorBoundInstance(component, actor: actor)
        }
    }
}

extension DiagnosticID {
    /// A class that is not `Sendable` whose initialiser alone is isolated to another global actor.
    public static let actorBoundInstance = DiagnosticID("E022")
}

extension Diagnostic {
    static func actorBoundInstance(_ component: ComponentDeclaration, actor: String) -> Diagnostic {
        let name = component.typeName
        return .error(
            .actorBoundInstance,
            "the initialiser of '\(name)' is isolated to @\(actor), and '\(name)' is a class that is not Sendable, so "
                + "the instance it makes stays in @\(actor)'s isolation and cannot be handed to the code that asks "
                + "for it; isolate the class itself to @\(actor), make it Sendable, or take @\(actor) off the "
                + "initialiser",
            at: component.concurrency.initializerLocation ?? component.location)
    }
}

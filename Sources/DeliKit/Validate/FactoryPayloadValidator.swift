/// E013: a factory without a `payload:` parameter, or whose payload type is not a `Payload`, or an
/// `AutowiredFactory` whose payload type Swift cannot infer (a labelled dependency, no
/// `typealias _Payload`), or an actor whose payload Swift does not take for `Sendable`.
struct FactoryPayloadValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        context.components.filter(\.kind.isFactory).compactMap { component in
            if let payload = unsendablePayload(of: component, context) {
                return .unsendablePayload(payload, of: component)
            }
            if component.facts.initializers.isEmpty { return .missingPayload(component) }
            if component.facts.payloadIsNotPayload, let payload = component.payloadType {
                return .notAPayload(payload, of: component, at: component.facts.initializers[0].location)
            }
            if let labelled = component.facts.uninferredPayloadLabel, let payload = component.payloadType {
                return .uninferredPayload(payload, of: component, labelled: labelled)
            }
            return nil
        }
    }

    /// The declaration of an actor's payload type when Swift does not take it for `Sendable`: a
    /// class that is neither `Sendable` nor isolated to a global actor, or a `public` struct or enum
    /// (not `@frozen`) that does not declare `Sendable`, for which Swift infers no conformance. An
    /// actor's initialiser takes its arguments into the actor, which Swift allows only for values
    /// that are `Sendable` or sent.
    private func unsendablePayload(of component: ComponentDeclaration, _ context: ValidationContext)
        -> TypeDeclaration?
    {
        guard component.concurrency.isActor, !context.mainActorByDefault, let name = component.payloadType else {
            return nil
        }
        let catalog = context.analysis.catalog
        guard let payload = catalog.primary(named: name, at: component.location), mayBeUnsendable(payload),
            !ConformanceResolver(catalog: catalog).isDeclaredSendable(payload),
            IsolationResolver(catalog: catalog).writtenActor(payload) == nil
        else { return nil }
        return payload
    }

    /// A class, or a struct or enum whose `Sendable` Swift does not infer (`public`, not `@frozen`).
    private func mayBeUnsendable(_ payload: TypeDeclaration) -> Bool {
        switch payload.kind {
        case .class: true
        case .struct, .enum: payload.isPublic && !payload.attributes.contains("frozen")
        default: false
        }
    }
}

extension DiagnosticID {
    /// A factory whose payload is missing or not a `Payload`.
    public static let factoryPayload = DiagnosticID("E013")
}

extension Diagnostic {
    static func missingPayload(_ component: ComponentDeclaration) -> Diagnostic {
        let example = component.kind.isLazy ? "init(payload: P)" : "init(..., payload: P)"
        return .error(
            .factoryPayload,
            "\(component.kind.protocolName) '\(component.typeName)' has no initialiser whose last parameter is "
                + "'payload:'; declare \(example) where P conforms to Payload",
            at: component.location, notes: unavailableNotes(component.facts.unavailableInitializers, "initialiser"))
    }

    static func notAPayload(_ payload: String, of component: ComponentDeclaration, at location: SourceLocation)
        -> Diagnostic
    {
        .error(
            .factoryPayload,
            "payload type '\(payload)' of '\(component.typeName)' does not conform to Payload; add "
                + "'extension \(payload): Payload' with init(with argument:)",
            at: location)
    }
}

extension Diagnostic {
    static func unsendablePayload(_ payload: TypeDeclaration, of component: ComponentDeclaration) -> Diagnostic {
        .error(
            .factoryPayload,
            "payload type '\(payload.name)' of actor '\(component.typeName)' is \(unsendableReason(payload)), so "
                + "the factory cannot pass it to the actor's initialiser; \(unsendableFix(payload))",
            at: component.facts.initializers.first?.location ?? component.location,
            notes: [DiagnosticNote("'\(payload.name)' is declared here", at: payload.location)])
    }

    /// What keeps the payload from being `Sendable`.
    private static func unsendableReason(_ payload: TypeDeclaration) -> String {
        guard payload.kind != .class else { return "a class that is not Sendable" }
        return "a public \(payload.kind.rawValue) that does not conform to Sendable (Swift infers Sendable only "
            + "for a struct or enum that is not public, or is @frozen)"
    }

    /// How to make the payload `Sendable`.
    private static func unsendableFix(_ payload: TypeDeclaration) -> String {
        guard payload.kind != .class else {
            return "make '\(payload.name)' a struct, or a class that conforms to Sendable"
        }
        return "declare '\(payload.name): Sendable'"
    }

    static func uninferredPayload(
        _ payload: String, of component: ComponentDeclaration, labelled: ParameterDeclaration
    ) -> Diagnostic {
        .error(
            .factoryPayload,
            "AutowiredFactory '\(component.typeName)' does not conform as written: its dependency labelled "
                + "'\(labelled.label ?? "")' matches none of AutowiredFactory's initialisers, which take unlabelled "
                + "dependencies, so Swift cannot infer the payload type; add 'typealias RawPayload = \(payload)' "
                + "to '\(component.typeName)'",
            at: labelled.location, notes: [ValidationContext.declarationNote(component)])
    }
}

/// E013: a factory without a `payload:` parameter, or whose payload type is not a `Payload`, or an
/// `AutowiredFactory` whose payload type Swift cannot infer (a labelled dependency, no
/// `typealias _Payload`), or an actor whose payload Swift does not take for `Sendable`.
struct FactoryPayloadValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        context.components.filter(\.kind.isFactory).compactMap { component in
            if let (payload, reason) = unsendablePayload(of: component, context) {
                return .unsendablePayload(payload, of: component, reason: reason)
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

    /// An actor's payload type that Swift does not take for `Sendable`, with the reason: an actor's
    /// initialiser takes its arguments into the actor, which Swift allows only for values that are
    /// `Sendable` or sent.
    private func unsendablePayload(of component: ComponentDeclaration, _ context: ValidationContext)
        -> (TypeDeclaration, UnsendablePayloadReason)?
    {
        let analysis = context.analysis
        guard component.concurrency.isActor, let name = component.payloadType,
            let payload = analysis.catalog.primary(named: name, inFile: component.location.file),
            let reason = PayloadSendability(catalog: analysis.catalog, defaults: analysis.isolationDefaults)
                .unsendableReason(payload)
        else { return nil }
        return (payload, reason)
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
    static func unsendablePayload(
        _ payload: TypeDeclaration, of component: ComponentDeclaration, reason: UnsendablePayloadReason
    ) -> Diagnostic {
        .error(
            .factoryPayload,
            "payload type '\(payload.name)' of actor '\(component.typeName)' is \(describe(reason, payload)), so "
                + "the factory cannot pass it to the actor's initialiser; \(fix(reason, payload))",
            at: component.facts.initializers.first?.location ?? component.location,
            notes: unsendableNotes(reason, payload))
    }

    /// What keeps the payload from being `Sendable`.
    private static func describe(_ reason: UnsendablePayloadReason, _ payload: TypeDeclaration) -> String {
        switch reason {
        case .unsendableClass:
            "a class that is not Sendable"
        case .publicValueType:
            "a public \(payload.kind.rawValue) that does not conform to Sendable (Swift infers Sendable only "
                + "for a struct or enum that is not public, or is @frozen)"
        case .unsendableField(let property, of: let field):
            "a struct that is not Sendable: its stored property '\(property.name)' is a '\(property.typeText)', "
                + "and '\(field.name)' is not Sendable"
        }
    }

    /// How to make the payload `Sendable`.
    private static func fix(_ reason: UnsendablePayloadReason, _ payload: TypeDeclaration) -> String {
        switch reason {
        case .unsendableClass: "make '\(payload.name)' a struct, or a class that conforms to Sendable"
        case .publicValueType: "declare '\(payload.name): Sendable'"
        case .unsendableField(_, of: let field): "make '\(field.name)' Sendable, or keep it out of the payload"
        }
    }

    /// The payload's declaration, and the field's type's for a field that is not `Sendable`.
    private static func unsendableNotes(_ reason: UnsendablePayloadReason, _ payload: TypeDeclaration)
        -> [DiagnosticNote]
    {
        let declared = DiagnosticNote("'\(payload.name)' is declared here", at: payload.location)
        guard case .unsendableField(_, of: let field) = reason else { return [declared] }
        return [declared, DiagnosticNote("'\(field.name)' is declared here", at: field.location)]
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

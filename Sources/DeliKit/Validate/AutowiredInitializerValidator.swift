/// E008: an Autowired type without, or with several, dependency initialisers (also several
/// `payload:` initialisers on an AutowiredFactory).
struct AutowiredInitializerValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        context.components.compactMap { component in
            let count = component.facts.initializers.count
            switch component.kind {
            case .autowired where count == 0:
                return .missingInitializer(component)
            case .autowired where count > 1, .autowiredFactory where count > 1, .lazyAutowiredFactory where count > 1:
                return .severalInitializers(component)
            default:
                return nil
            }
        }
    }
}

extension DiagnosticID {
    /// An Autowired type without exactly one dependency initialiser.
    public static let autowiredInitializer = DiagnosticID("E008")
}

extension Diagnostic {
    static func missingInitializer(_ component: ComponentDeclaration) -> Diagnostic {
        .error(
            .autowiredInitializer,
            "Autowired '\(component.typeName)' has no dependency initialiser; declare one "
                + "\(component.isValueType ? "init" : "required init")(...) whose parameters are its dependencies",
            at: component.location, notes: unavailableNotes(component.facts.unavailableInitializers, "initialiser"))
    }

    /// A note at each initialiser or `inject(...)` that was passed over because it is unavailable.
    static func unavailableNotes(_ locations: [SourceLocation], _ what: String) -> [DiagnosticNote] {
        locations.map { DiagnosticNote("this \(what) is marked unavailable, so the factory cannot call it", at: $0) }
    }

    static func severalInitializers(_ component: ComponentDeclaration) -> Diagnostic {
        .error(
            .autowiredInitializer,
            "\(component.kind.protocolName) '\(component.typeName)' has \(component.facts.initializers.count) "
                + "dependency initialisers; keep exactly one",
            at: component.location,
            notes: component.facts.initializers.map { DiagnosticNote("initialiser candidate", at: $0.location) })
    }
}

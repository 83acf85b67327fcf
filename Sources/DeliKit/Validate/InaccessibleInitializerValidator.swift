/// E016: the generated factory (another file) cannot call the initialiser a component is created
/// with: a `private`/`fileprivate` one, or no `init()` at all for kinds created with `T()`.
/// Without this check the mistake surfaces as a compile error inside the generated file.
struct InaccessibleInitializerValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        context.components.compactMap { component in
            switch component.kind {
            case .component, .lazyAutowired: return plainCreation(component)
            case .autowired, .autowiredFactory, .lazyAutowiredFactory: return chosenInitializer(component)
            case .configMember, .configProperty: return nil
            }
        }
    }

    /// Kinds created with `T()`: an accessible initialiser callable without arguments, or the
    /// implicit `init()`.
    private func plainCreation(_ component: ComponentDeclaration) -> Diagnostic? {
        let plain = component.facts.initializers.filter { $0.isCallableWithoutArguments && !$0.isFailable }
        let callable = plain.filter { !$0.isUnavailable }
        if callable.contains(where: { !$0.isInaccessible }) { return nil }
        if let hidden = callable.first { return .inaccessibleInitializer(component, at: hidden.location) }
        if component.facts.hasImplicitInitializer { return nil }
        let first = component.facts.initializers.first
        let unavailable = plain.filter(\.isUnavailable).map(\.location)
        return .noPlainInitializer(component, at: first?.location ?? component.location, unavailable: unavailable)
    }

    /// Autowired kinds and factories: the one initialiser chosen to create the component.
    private func chosenInitializer(_ component: ComponentDeclaration) -> Diagnostic? {
        guard component.facts.initializers.count == 1, let chosen = component.facts.initializers.first,
            chosen.isInaccessible
        else { return nil }
        return .inaccessibleInitializer(component, at: chosen.location)
    }
}

extension DiagnosticID {
    /// The initialiser a component is created with cannot be called from the generated factory.
    public static let inaccessibleInitializer = DiagnosticID("E016")
}

extension Diagnostic {
    /// `Component`, `Autowired`, … or `Configuration` for a registered configuration type.
    private static func kindName(_ component: ComponentDeclaration) -> String {
        component.facts.isConfigurationType ? "Configuration" : component.kind.protocolName
    }

    static func inaccessibleInitializer(_ component: ComponentDeclaration, at location: SourceLocation) -> Diagnostic {
        .error(
            .inaccessibleInitializer,
            "\(kindName(component)) '\(component.typeName)' is created by the generated factory with this "
                + "initialiser, but it is not visible from another file; make it internal or public",
            at: location, notes: [ValidationContext.declarationNote(component)])
    }

    static func noPlainInitializer(
        _ component: ComponentDeclaration, at location: SourceLocation, unavailable: [SourceLocation]
    ) -> Diagnostic {
        .error(
            .inaccessibleInitializer,
            "\(kindName(component)) '\(component.typeName)' is created by the generated factory with "
                + "'\(component.typeName)()', but no initialiser can be called without arguments; add 'init()', "
                + "or make it Autowired so that the parameters are injected",
            at: location,
            notes: [ValidationContext.declarationNote(component)] + unavailableNotes(unavailable, "initialiser"))
    }
}

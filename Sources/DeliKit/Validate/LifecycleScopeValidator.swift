/// E017: a component with start and stop hooks (`Lifecycle`) that is not a singleton. The runtime
/// starts and stops one instance of each; a prototype, weak or factory component has none that
/// lives as long as the app.
struct LifecycleScopeValidator: GraphValidator {
    static let lifecycleProtocol = "Lifecycle"

    func validate(_ context: ValidationContext) -> [Diagnostic] {
        context.components.compactMap { component in
            guard component.supertypes.contains(Self.lifecycleProtocol),
                ![.singleton, .always].contains(component.scope)
            else { return nil }
            return .lifecycleScope(component)
        }
    }
}

extension DiagnosticID {
    /// A lifecycle component that is not a singleton.
    public static let lifecycleScope = DiagnosticID("E017")
}

extension Diagnostic {
    static func lifecycleScope(_ component: ComponentDeclaration) -> Diagnostic {
        let name = component.typeName
        guard !component.kind.isFactory else {
            return .error(
                .lifecycleScope,
                "factory '\(name)' conforms to 'Lifecycle', but a factory builds a new object for every "
                    + "request and none of them is started or stopped; move the hooks to a singleton it uses",
                at: component.location)
        }
        return .error(
            .lifecycleScope,
            "'\(name)' conforms to 'Lifecycle' but is \(component.scope.rawValue): only a singleton is started and "
                + "stopped; make it a singleton (remove its 'scope', or return '.singleton')",
            at: component.facts.scope?.location ?? component.location)
    }
}

/// E015: a `ConfigProperty` without a `target`.
struct ConfigPropertyTargetValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        context.components.compactMap { component in
            guard component.kind == .configProperty, component.facts.target == nil else { return nil }
            return .missingTarget(component.typeName, at: component.location)
        }
    }
}

extension DiagnosticID {
    /// A `ConfigProperty` without a `target`.
    public static let missingTarget = DiagnosticID("E015")
}

extension Diagnostic {
    static func missingTarget(_ type: String, at location: SourceLocation) -> Diagnostic {
        .error(
            .missingTarget,
            "ConfigProperty '\(type)' has no 'target'; add 'let target = \"path.in.properties\"' naming where its "
                + "fields are read",
            at: location)
    }
}

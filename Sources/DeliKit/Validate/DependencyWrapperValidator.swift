/// E012: `@Dependency` on an array property (the array form is `@DependencyArray`).
struct DependencyWrapperValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        context.graph.usages.compactMap { usage in
            guard usage.kind == .dependencyWrapper, usage.isArray, let type = usage.typeName else { return nil }
            return .dependencyOnArray(type, at: usage.location)
        }
    }
}

extension DiagnosticID {
    /// `@Dependency` used on an array.
    public static let dependencyOnArray = DiagnosticID("E012")
}

extension Diagnostic {
    static func dependencyOnArray(_ element: String, at location: SourceLocation) -> Diagnostic {
        .error(
            .dependencyOnArray, "@Dependency cannot hold the array '[\(element)]'; use @DependencyArray instead",
            at: location)
    }
}

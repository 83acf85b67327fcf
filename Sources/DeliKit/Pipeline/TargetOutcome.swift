/// What the pipeline produced for one target of `deli.yml`.
public struct TargetOutcome: Sendable {
    public var target: BuildTarget
    /// Every problem found in this target's sources, properties and dependencies, sorted.
    public var diagnostics: [Diagnostic]
    /// The checked graph (meaningful only without errors).
    public var graph: DependencyGraph?
    /// The generated factory source; nil when a check failed.
    public var factorySource: String?
    /// The resolved file's YAML; nil when a check failed.
    public var resolvedSource: String?

    public var hasErrors: Bool { diagnostics.contains(where: \.isError) }
}

/// What the pipeline produced for a whole configuration.
public struct PipelineOutcome: Sendable {
    /// Problems with `deli.yml`, property files or options: nothing was checked when any is an error.
    public var configurationDiagnostics: [Diagnostic]
    public var targets: [TargetOutcome]

    public var hasConfigurationErrors: Bool { configurationDiagnostics.contains(where: \.isError) }
    public var hasCheckErrors: Bool { targets.contains(where: \.hasErrors) }
    /// Every diagnostic: configuration first, then each target's in order.
    public var allDiagnostics: [Diagnostic] { configurationDiagnostics + targets.flatMap(\.diagnostics) }
}

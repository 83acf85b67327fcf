/// What the pipeline produced for a whole configuration.
public struct PipelineOutcome: Sendable {
    /// Problems with `deli.yml`, property files or options: nothing was checked when any is an error.
    public var configurationDiagnostics: [Diagnostic]
    public var targets: [TargetOutcome]

    public var hasConfigurationErrors: Bool { configurationDiagnostics.contains(where: \.isError) }
    public var hasCheckErrors: Bool { targets.contains(where: \.hasErrors) }
    /// Every diagnostic: configuration first, then each target's in order.
    /// A problem that several targets or profiles reach (a shared property file, a module several
    /// targets depend on, a module's problem that an app reports again) is listed once, as first found.
    public var allDiagnostics: [Diagnostic] {
        var seen: Set<String> = []
        return (configurationDiagnostics + targets.flatMap(\.diagnostics)).filter { diagnostic in
            let key =
                "\(diagnostic.severity) \(diagnostic.id.rawValue) \(diagnostic.location?.description ?? "") \(diagnostic.message)"
            return seen.insert(key).inserted
        }
    }
}

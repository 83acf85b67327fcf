/// The whole core in one call: configuration → scan → graph → validate → render.
///
/// ```swift
/// let pipeline = DeliPipeline(fileSystem: LocalFileSystem())
/// let outcome = pipeline.run(configPath: "deli.yml")
/// for target in outcome.targets { print(target.factorySource ?? "") }
/// ```
///
/// The pipeline reads through the given `FileSystem` and never writes: the caller decides what
/// to do with the generated text.
public struct DeliPipeline: Sendable {
    public let fileSystem: any FileSystem
    public let renderer: FactoryRenderer

    public init(fileSystem: any FileSystem, renderer: FactoryRenderer = FactoryRenderer()) {
        self.fileSystem = fileSystem
        self.renderer = renderer
    }

    /// Loads `configPath` and runs every selected target.
    ///
    /// - Parameter targets: names of config entries (or their SwiftPM targets) to run; empty runs all.
    public func run(
        configPath: String, options: ConfigurationOptions = ConfigurationOptions(), targets names: [String] = []
    ) -> PipelineOutcome {
        let loaded = ConfigurationLoader(fileSystem: fileSystem).load(configPath: configPath, options: options)
        var diagnostics = loaded.diagnostics
        let selected = TargetSelection(names: names).select(loaded.targets, diagnostics: &diagnostics)
        guard !diagnostics.contains(where: \.isError) else {
            return PipelineOutcome(configurationDiagnostics: diagnostics, targets: [])
        }
        return PipelineOutcome(configurationDiagnostics: diagnostics, targets: selected.map(run))
    }

    /// Runs one already-loaded target.
    public func run(_ target: BuildTarget) -> TargetOutcome {
        TargetPipeline(fileSystem: fileSystem, renderer: renderer).run(target)
    }
}

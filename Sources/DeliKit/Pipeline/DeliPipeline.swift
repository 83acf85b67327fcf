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
    /// Where per-file scan results are kept between runs; nil scans every file afresh.
    public let scanCache: (any ScanCacheStorage)?
    /// Where each target's last outcome is kept, so an unchanged target is answered without being
    /// read or scanned; nil always does the work. Replayed outcomes have no ``TargetOutcome/graph``.
    public let buildRecords: (any BuildRecordStorage)?
    /// Where the scan caches and summaries of dependency modules are kept; nil reads them afresh.
    /// Targets that run in separate processes (the build plugin's) share one, so a module several
    /// of them depend on is scanned once.
    public let moduleStore: (any ModuleStorage)?
    /// Where the source walks of earlier runs are kept (see ``RecordedWalk``); nil walks every time.
    public let walkRecords: (any WalkRecordStorage)?
    /// Where each target's scan, graph and blueprint go when the run is done with them, instead of
    /// being freed on the way (see ``SpentValues``); nil frees them. With
    /// ``SpentValues/untilExit`` only the last target's are kept: earlier targets of the run free
    /// theirs as usual, so a run of many targets holds at most one target's values.
    public var spentValues: SpentValues?
    /// The components of earlier runs of this process, so that a run rebuilds only those its
    /// changes can reach; nil builds them all. Give the same one to every run of a process that
    /// builds many times.
    public var componentMemos: ComponentMemos?
    /// Where the caller writes each target's texts after the run, when it writes them (a build);
    /// nil when it does not (see ``OutputDestinations``).
    public var outputDestinations: (@Sendable (BuildTarget) -> OutputDestinations)?

    public init(
        fileSystem: any FileSystem, renderer: FactoryRenderer = FactoryRenderer(),
        scanCache: (any ScanCacheStorage)? = nil, buildRecords: (any BuildRecordStorage)? = nil,
        moduleStore: (any ModuleStorage)? = nil, walkRecords: (any WalkRecordStorage)? = nil
    ) {
        self.fileSystem = fileSystem
        self.renderer = renderer
        self.scanCache = scanCache
        self.buildRecords = buildRecords
        self.moduleStore = moduleStore
        self.walkRecords = walkRecords
    }

    /// Loads `configPath` and runs every selected target.
    ///
    /// - Parameter targets: names of config entries (or their SwiftPM targets) to run; empty runs all.
    public func run(
        configPath: String, options: ConfigurationOptions = ConfigurationOptions(), targets names: [String] = []
    ) -> PipelineOutcome {
        run(
            ConfigurationLoader(fileSystem: fileSystem, walks: walkRecords).load(
                configPath: configPath, options: options, only: names),
            names)
    }

    /// Runs the targets of a package without a `deli.yml`, with every default: `targets`, or
    /// without them the targets `deli init` would choose.
    public func run(
        defaultsOf project: String, options: ConfigurationOptions = ConfigurationOptions(), targets names: [String] = []
    ) -> PipelineOutcome {
        run(
            ConfigurationLoader(fileSystem: fileSystem, walks: walkRecords).loadDefaults(
                project: project, targets: names, options: options), names)
    }

    private func run(_ loaded: ConfigurationLoadResult, _ names: [String]) -> PipelineOutcome {
        var diagnostics = loaded.diagnostics
        // After a configuration error, `--target` is not checked: its entry may be what failed to load.
        let selection = TargetSelection(names: loaded.hasErrors ? [] : names)
        let selected = selection.select(loaded.targets, diagnostics: &diagnostics)
        guard !diagnostics.contains(where: \.isError) else {
            return PipelineOutcome(configurationDiagnostics: diagnostics, targets: [])
        }
        return PipelineOutcome(configurationDiagnostics: diagnostics, targets: run(selected))
    }

    /// Runs already-loaded targets in order. A target that depends on the resolved file of an
    /// earlier target reads the text produced in this run, so one `deli build` handles a chain of
    /// modules even before any resolved file exists on disk.
    ///
    /// Modules the targets depend on are read from their sources once per run.
    public func run(_ targets: [BuildTarget]) -> [TargetOutcome] {
        var produced: [String: GeneratedText] = [:]
        let modules = DependencyModuleReader(fileSystem: fileSystem, store: moduleStore)
        var planned: [String: String] = [:]
        for target in targets where FilePath.isInside(target.outputPath, directory: target.sourceDirectory) {
            planned[FilePath.normalize(target.sourceDirectory)] = target.className
        }
        let outcomes = targets.indices.map { index in
            let target = targets[index]
            let isLast = index == targets.count - 1
            let spentValues = spentValues.flatMap { $0.isReleased || isLast ? $0 : nil }
            let outcome = TargetPipeline(
                fileSystem: fileSystem, renderer: renderer, scanCache: scanCache, buildRecords: buildRecords,
                produced: produced, planned: planned, modules: modules,
                spentValues: spentValues, componentMemos: componentMemos,
                outputDestinations: outputDestinations?(target)
            ).run(target)
            if let resolved = outcome.resolved { produced[target.resolve.outputPath] = resolved }
            return outcome
        }
        modules.saveChanges()
        return outcomes
    }
}

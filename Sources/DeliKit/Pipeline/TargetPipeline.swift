/// Runs one target: read sources and dependencies, check the graph, render the outputs.
///
/// With build records, a target whose inputs are all unchanged since its last run is answered from
/// its record instead (see ``BuildRecord``); so is one whose edited files still declare the same
/// things (see ``DeclarationMatcher``). Every other run leaves a new record.
struct TargetPipeline {
    let fileSystem: any FileSystem
    let renderer: FactoryRenderer
    let scanCache: (any ScanCacheStorage)?
    let buildRecords: (any BuildRecordStorage)?
    /// Resolved files produced earlier in the same run, by path.
    var produced: [String: String] = [:]
    /// The run's reader of dependency modules (each is read once per run).
    let modules: DependencyModuleReader

    func run(_ target: BuildTarget) -> TargetOutcome {
        var diagnostics: [Diagnostic] = []
        let resolved = ResolvedFileReader(fileSystem: fileSystem, produced: produced).externals(
            for: target, diagnostics: &diagnostics)
        let linked = DependencyModuleLinker(reader: modules).link(target, resolved: resolved)
        diagnostics += linked.diagnostics
        // A dependency that cannot be used is reported alone: its absence would only add E001s.
        guard !diagnostics.contains(where: \.isError) else {
            return TargetOutcome(target: target, diagnostics: diagnostics, graph: nil)
        }
        var inputs = TargetInputs(
            target: target, externals: linked.externals, factories: linked.factories, diagnostics: diagnostics)
        guard let buildRecords else { return check(inputs, record: nil).outcome }
        inputs.startedAt = fileSystem.currentTime()
        inputs.stamps = fileSystem.stamps(at: target.sourceFiles)
        let key = inputsKey(target, externals: inputs.externals, factories: inputs.factories, diagnostics: diagnostics)
        let record = buildRecords.load(target: target.name).flatMap {
            $0.applies(to: target, inputsKey: key) ? $0 : nil
        }
        let matcher = BuildRecordMatcher(fileSystem: fileSystem, readsChangedFiles: scanCache == nil)
        if let record,
            let (outcome, refreshed) = matcher.replay(
                record, for: target, stamps: inputs.stamps, startedAt: inputs.startedAt)
        {
            if let refreshed { buildRecords.save(refreshed, target: target.name) }
            return outcome
        }
        let (outcome, scan) = check(inputs, record: record)
        let next = self.record(of: outcome, scan: scan, stamps: inputs.stamps, key: key, startedAt: inputs.startedAt)
        buildRecords.save(next, target: target.name)
        return outcome
    }

    /// Reads, scans, checks and renders a target; answers from `record` instead when the files that
    /// changed since it still declare the same things. Also returns the scan, for the next record.
    private func check(_ inputs: TargetInputs, record: BuildRecord?) -> (outcome: TargetOutcome, scan: IncrementalScan)
    {
        let target = inputs.target
        var diagnostics = inputs.diagnostics
        let scan = scan(inputs)
        if let record, let outcome = DeclarationMatcher().replay(record, for: target, scan: scan) {
            return (outcome, scan)
        }
        diagnostics += scan.diagnostics
        for path in scan.generatedFactories {
            diagnostics.append(.duplicateGeneratedFactory(path, target: target.name))
        }
        diagnostics += ClassNameClashValidator().validate(target, scanned: scan.results)
        let result = GraphChecker.check(
            scanned: scan.results, properties: propertySources(target), externals: inputs.externals)
        var collector = DiagnosticCollector()
        collector.emit(contentsOf: diagnostics + result.diagnostics)
        var outcome = TargetOutcome(target: target, diagnostics: collector.sorted, graph: result.graph)
        guard !collector.hasErrors else { return (outcome, scan) }
        let blueprint = BlueprintBuilder().blueprint(
            for: result.graph, target: target, dependencyFactories: inputs.factories)
        // The two texts do not depend on each other: one core each.
        let renderer = renderer
        let graph = result.graph
        let texts = ConcurrentMap.map([true, false]) { isFactory in
            isFactory ? renderer.render(blueprint) : ResolvedFileWriter().yaml(for: graph, target: target)
        }
        outcome.factorySource = texts[0]
        outcome.resolvedSource = texts[1]
        return (outcome, scan)
    }

    /// The scan, through the cache when there is one (saved again only when it changed).
    private func scan(_ inputs: TargetInputs) -> IncrementalScan {
        let target = inputs.target
        let previous = scanCache?.load(target: target.name)
        var stamps = inputs.stamps
        var startedAt = inputs.startedAt
        if stamps.isEmpty {
            startedAt = fileSystem.currentTime()
            stamps = scanCache == nil ? target.sourceFiles.map { _ in nil } : fileSystem.stamps(at: target.sourceFiles)
        }
        let scan = IncrementalScanner(fileSystem: fileSystem).scan(
            target.sourceFiles, stamps: stamps, cache: previous, startedAt: startedAt)
        if let scanCache, scan.cacheChanged { scanCache.save(scan.cache, target: target.name) }
        return scan
    }

    /// Each profile's merged tree, by name; the implicit profile of a target without `profiles:`
    /// is checked under the name `default`.
    private func propertySources(_ target: BuildTarget) -> [String: any PropertySource] {
        var sources: [String: any PropertySource] = [:]
        for profile in target.profiles {
            sources[profile.name ?? "default"] = PropertyTreeSource(tree: profile.tree)
        }
        return sources
    }
}

/// What a target's check starts from besides its sources.
struct TargetInputs {
    var target: BuildTarget
    var externals: [ExternalRegistration]
    var factories: [DependencyFactoryReference]
    var diagnostics: [Diagnostic]
    /// The source files' stamps, taken before any is read (empty until taken).
    var stamps: [FileStamp?] = []
    /// When the run started, by the file system's clock (set with ``stamps``).
    var startedAt: Int64 = 0
}

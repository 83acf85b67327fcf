/// Runs one target: read sources and dependencies, check the graph, render the outputs.
///
/// With build records, a target whose inputs are all unchanged since its last run is answered from
/// its record instead (see ``BuildRecord``), and every other run leaves a new record.
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
        let externals = linked.externals
        let factories = linked.factories
        guard let buildRecords else {
            return check(target, externals: externals, factories: factories, diagnostics: diagnostics).outcome
        }
        let startedAt = fileSystem.currentTime()
        let key = inputsKey(target, externals: externals, factories: factories, diagnostics: diagnostics)
        let matcher = BuildRecordMatcher(fileSystem: fileSystem)
        if let record = buildRecords.load(target: target.name),
            let (outcome, refreshed) = matcher.replay(record, for: target, inputsKey: key, startedAt: startedAt)
        {
            if let refreshed { buildRecords.save(refreshed, target: target.name) }
            return outcome
        }
        let stamps = fileSystem.stamps(at: target.sourceFiles)
        let (outcome, files, hashes) = check(
            target, externals: externals, factories: factories, diagnostics: diagnostics)
        let record = record(of: outcome, files: files, hashes: hashes, stamps: stamps, key: key, startedAt: startedAt)
        buildRecords.save(record, target: target.name)
        return outcome
    }

    /// Reads, scans, checks and renders `target`; also returns the files that were read and, when a
    /// cache or a record needs them, their content hashes (computed once for both).
    private func check(
        _ target: BuildTarget, externals: [ExternalRegistration], factories: [DependencyFactoryReference],
        diagnostics: [Diagnostic]
    ) -> (outcome: TargetOutcome, files: [SourceFile], hashes: [ContentHash]) {
        var diagnostics = diagnostics
        let files = SourceReader(fileSystem: fileSystem).read(target.sourceFiles, diagnostics: &diagnostics)
        for file in files where file.text.hasPrefix(FactoryRenderer.headerPrefix) {
            diagnostics.append(.duplicateGeneratedFactory(file.path, target: target.name))
        }
        let needsHashes = scanCache != nil || buildRecords != nil
        let hashes = needsHashes ? ProjectScanner.parallelMap(files) { ContentHash(of: $0.text) } : []
        let scanned = scan(files, hashes: hashes, target: target)
        diagnostics += ClassNameClashValidator().validate(target, scanned: scanned)
        let result = GraphChecker.check(scanned: scanned, properties: propertySources(target), externals: externals)
        var collector = DiagnosticCollector()
        collector.emit(contentsOf: diagnostics + result.diagnostics)
        var outcome = TargetOutcome(target: target, diagnostics: collector.sorted, graph: result.graph)
        guard !collector.hasErrors else { return (outcome, files, hashes) }
        let blueprint = BlueprintBuilder().blueprint(for: result.graph, target: target, dependencyFactories: factories)
        outcome.factorySource = renderer.render(blueprint)
        outcome.resolvedSource = ResolvedFileWriter().yaml(for: result.graph, target: target)
        return (outcome, files, hashes)
    }

    /// The scan results, through the cache when there is one (saved again only when it changed).
    private func scan(_ files: [SourceFile], hashes: [ContentHash], target: BuildTarget) -> [ScanResult] {
        guard let scanCache else { return ProjectScanner.scan(files) }
        let previous = scanCache.load(target: target.name)
        let (results, updated, changed) = CachingScanner.scan(files, hashes: hashes, cache: previous)
        if changed { scanCache.save(updated, target: target.name) }
        return results
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

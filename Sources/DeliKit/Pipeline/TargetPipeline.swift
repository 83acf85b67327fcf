/// Runs one target: read sources and dependencies, check the graph, render the outputs.
struct TargetPipeline {
    let fileSystem: any FileSystem
    let renderer: FactoryRenderer
    let scanCache: (any ScanCacheStorage)?
    /// Resolved files produced earlier in the same run, by path.
    var produced: [String: String] = [:]

    func run(_ target: BuildTarget) -> TargetOutcome {
        var diagnostics: [Diagnostic] = []
        let files = SourceReader(fileSystem: fileSystem).read(target.sourceFiles, diagnostics: &diagnostics)
        let externals = ResolvedFileReader(fileSystem: fileSystem, produced: produced).externals(
            for: target, diagnostics: &diagnostics)
        let result = GraphChecker.check(
            scanned: scan(files, target: target), properties: propertySources(target), externals: externals)
        var collector = DiagnosticCollector()
        collector.emit(contentsOf: diagnostics + result.diagnostics)
        var outcome = TargetOutcome(
            target: target, diagnostics: collector.sorted, graph: result.graph, factorySource: nil, resolvedSource: nil)
        guard !collector.hasErrors else { return outcome }
        outcome.factorySource = renderer.render(BlueprintBuilder().blueprint(for: result.graph, target: target))
        outcome.resolvedSource = ResolvedFileWriter().yaml(for: result.graph, target: target)
        return outcome
    }

    /// The scan results, through the cache when there is one (saved again only when it changed).
    private func scan(_ files: [SourceFile], target: BuildTarget) -> [ScanResult] {
        guard let scanCache else { return ProjectScanner.scan(files) }
        let previous = scanCache.load(target: target.name)
        let (results, updated, changed) = CachingScanner.scan(files, cache: previous)
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

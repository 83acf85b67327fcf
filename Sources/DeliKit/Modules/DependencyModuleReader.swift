/// Reads the modules a target depends on from their sources: each one's registrations (as the
/// factory generated for it registers them) and its factory. A module is read once per run,
/// however many targets depend on it, and through the scan cache when there is one.
///
/// Problems inside a dependency module are not reported here: they are reported once, when that
/// module's own target is checked.
final class DependencyModuleReader {
    let fileSystem: any FileSystem
    let scanCache: (any ScanCacheStorage)?
    private var summaries: [String: DependencyModuleSummary] = [:]
    /// Resolved file texts of targets answered from their records in this run, by source directory.
    private var recorded: [String: (yaml: String, target: String)] = [:]

    init(fileSystem: any FileSystem, scanCache: (any ScanCacheStorage)?) {
        self.fileSystem = fileSystem
        self.scanCache = scanCache
    }

    /// Remembers what a target checked in this run registers, so the targets depending on it do not
    /// read it again: from its graph, or, when it was answered from its build record, from the
    /// resolved file text the record keeps (read only if a later target needs it).
    func remember(_ outcome: TargetOutcome) {
        let key = FilePath.normalize(outcome.target.sourceDirectory)
        if let graph = outcome.graph {
            summaries[key] = DependencyModuleSummary(
                registrations: Self.registrations(of: graph, module: outcome.target.moduleName), generatedFactory: nil)
        } else if let yaml = outcome.resolvedSource {
            summaries[key] = nil
            recorded[key] = (yaml, outcome.target.name)
        }
    }

    func summary(of module: DependencyModule) -> DependencyModuleSummary {
        let key = FilePath.normalize(module.sourceDirectory)
        if let known = summaries[key] { return known }
        let summary = recorded[key].map { registrations(inResolvedFile: $0.yaml, of: $0.target) } ?? read(module)
        summaries[key] = summary
        return summary
    }

    /// The registrations a replayed target's resolved file text declares.
    private func registrations(inResolvedFile yaml: String, of target: String) -> DependencyModuleSummary {
        let path = "<record of \(target)>"
        var ignored: [Diagnostic] = []
        let registrations = ResolvedFileReader(fileSystem: fileSystem, produced: [path: yaml]).read(
            ModuleDependency(resolvedFilePath: path, imports: [], location: nil), diagnostics: &ignored)
        return DependencyModuleSummary(registrations: registrations, generatedFactory: nil)
    }

    /// The module's registrations: from its summary file when every file's stamp is the recorded
    /// one (no file is read), else from its cache when none of its files changed since they were
    /// computed, else from its graph (and then kept in both).
    private func read(_ module: DependencyModule) -> DependencyModuleSummary {
        let walked = DirectoryWalker(fileSystem: fileSystem).files(under: module.sourceDirectory)
        let paths = walked.files.filter { $0.hasSuffix(".swift") }.map { FilePath.join(module.sourceDirectory, $0) }
        let stamps = scanCache == nil ? paths.map { _ in nil } : fileSystem.stamps(at: paths)
        let stored = scanCache?.load(target: "summary-" + module.name)
        if let stored, let summary = trustedSummary(stored, paths: paths, stamps: stamps) {
            return DependencyModuleSummary(
                registrations: summary.registrations, generatedFactory: summary.generatedFactory)
        }
        let key = "module-" + module.name
        let previous = scanCache?.load(target: key)
        var scan = IncrementalScanner(fileSystem: fileSystem).scan(
            paths, stamps: stamps, cache: previous, startedAt: fileSystem.currentTime())
        let summaryKey = ModuleSummaryEntry.key(results: scan.results)
        if let known = previous?.moduleSummary, known.key == summaryKey {
            scan.cache.moduleSummary = known
        } else {
            scan.cache.moduleSummary = summarize(scan, module: module.name, key: summaryKey)
        }
        if let scanCache {
            if scan.cacheChanged || scan.cache.moduleSummary != previous?.moduleSummary {
                scanCache.save(scan.cache, target: key)
            }
            let summaryFile = Self.summaryFile(of: scan.cache)
            if summaryFile != stored { scanCache.save(summaryFile, target: "summary-" + module.name) }
        }
        let summary = scan.cache.moduleSummary!
        return DependencyModuleSummary(registrations: summary.registrations, generatedFactory: summary.generatedFactory)
    }

    /// The summary `stored` keeps, when it lists exactly `paths` and every file is unchanged: its
    /// stamp is the recorded one and old enough to be trusted, or, for at most a few files (an edit
    /// just made), its contents still hash to the recorded hash.
    private func trustedSummary(_ stored: ScanCache, paths: [String], stamps: [FileStamp?]) -> ModuleSummaryEntry? {
        guard let summary = stored.moduleSummary, stored.files.count == paths.count else { return nil }
        var unsure: [(path: String, hash: ContentHash)] = []
        for (path, stamp) in zip(paths, stamps) {
            guard let entry = stored.files[path] else { return nil }
            if let stamp, entry.stamp == stamp, stamp.lastChange < stored.trustedBefore { continue }
            unsure.append((path, entry.hash))
            if unsure.count > Self.filesVerifiedByHash { return nil }
        }
        let reader = SourceReader(fileSystem: fileSystem)
        let unchanged = unsure.allSatisfy { file in
            reader.readOne(file.path).map { ContentHash(of: $0.text) } == file.hash
        }
        return unchanged ? summary : nil
    }

    /// How many files whose stamps cannot be trusted a module's summary may still be confirmed by.
    private static let filesVerifiedByHash = 8

    /// A module cache reduced to what ``trustedSummary(_:paths:stamps:)`` reads: stamps, hashes and
    /// the summary, without scan results or filters (so it loads in a fraction of the time).
    private static func summaryFile(of cache: ScanCache) -> ScanCache {
        var reduced = ScanCache(
            files: cache.files.mapValues { CachedScan(hash: $0.hash, result: nil, stamp: $0.stamp) },
            trustedBefore: cache.trustedBefore)
        reduced.moduleSummary = cache.moduleSummary
        return reduced
    }

    /// The registrations of a module's graph and the class of a factory generated into its sources.
    private func summarize(_ scan: IncrementalScan, module: String, key: ContentHash) -> ModuleSummaryEntry {
        let generated = scan.generatedFactories.first
        let graph = GraphChecker.check(scanned: scan.results.filter { $0.path != generated }).graph
        let className = generated.flatMap { path in
            SourceReader(fileSystem: fileSystem).readOne(path).flatMap { GeneratedFactoryName.className(in: $0.text) }
        }
        return ModuleSummaryEntry(
            key: key, registrations: Self.registrations(of: graph, module: module), generatedFactory: className)
    }

    /// What the module's factory registers, as other modules see it.
    static func registrations(of graph: DependencyGraph, module: String) -> [ExternalRegistration] {
        graph.components.filter(\.isRegistrable).map { component in
            ExternalRegistration(
                module: module, typeName: component.typeName, qualifier: component.qualifier, scope: component.scope,
                isLazy: component.kind.isLazy, isFactory: component.kind.isFactory, links: component.links)
        }
    }
}

/// What a target needs to know of one dependency module.
struct DependencyModuleSummary {
    var registrations: [ExternalRegistration]
    /// The class name of a factory `deli build` wrote into the module's sources, if any.
    var generatedFactory: String?
}

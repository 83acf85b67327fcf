/// Reads the modules a target depends on from their sources: each one's summary (what its factory
/// registers, and the class of a factory written into its sources) and, when the target is checked,
/// its scan results. A module is read once per run, however many targets depend on it, and through
/// the ``ModuleStorage`` when there is one.
///
/// Problems inside a dependency module are not reported here: the target's check decides which of
/// them are its own (see ``AssemblyScope``).
final class DependencyModuleReader {
    let fileSystem: any FileSystem
    let store: (any ModuleStorage)?
    private var read: [String: ReadModule] = [:]

    init(fileSystem: any FileSystem, store: (any ModuleStorage)?) {
        self.fileSystem = fileSystem
        self.store = store
    }

    /// The module's summary: the stored one when every file's stamp is the recorded one (no file is
    /// read), else from its scan.
    func summary(of module: DependencyModule) -> ModuleSummary {
        let key = FilePath.normalize(module.sourceDirectory)
        if let known = read[key] { return known.summary }
        let files = ModuleFiles(module, fileSystem: fileSystem)
        if let stored = store?.summary(of: module.name), files.match(stored, fileSystem: fileSystem) {
            read[key] = ReadModule(
                name: module.name, files: files, summary: stored, sources: nil, names: [], cache: nil)
            return stored
        }
        return scan(module, files: files).summary
    }

    /// The scan results of the modules a target links (without factories generated into their
    /// sources), each scanned for `names` (those relevant to the target) and for the names relevant
    /// to the others, so that a supertype or a dependency declared in one module is seen wherever a
    /// component names it: a protocol in an interface module that a component in another module
    /// implements is then linked the same way, whichever module's factory is generated.
    func sources(of modules: [DependencyModule], relevantTo names: Set<String>) -> [ModuleSources] {
        var names = names
        while true {
            let scanned = modules.map { self.sources(of: $0, relevantTo: names) }
            let found = names.union(scannedNames(of: modules))
            if found.count == names.count { return scanned }
            names = found
        }
    }

    /// The names relevant to the scans of `modules` (each scanned as ``sources(of:relevantTo:)``
    /// with no names of the target's): the target's own scan starts from them, so that a type of the
    /// target that conforms to a protocol refining a Deli protocol in one of them is seen.
    func relevantNames(of modules: [DependencyModule]) -> Set<String> {
        _ = sources(of: modules, relevantTo: [])
        return scannedNames(of: modules)
    }

    /// The names relevant to the scans of `modules` so far in this run.
    private func scannedNames(of modules: [DependencyModule]) -> Set<String> {
        modules.reduce(into: Set<String>()) { names, module in
            names.formUnion(read[FilePath.normalize(module.sourceDirectory)]?.names ?? [])
        }
    }

    /// The module's scan results, scanned for at least `names`.
    private func sources(of module: DependencyModule, relevantTo names: Set<String>) -> ModuleSources {
        let key = FilePath.normalize(module.sourceDirectory)
        if let known = read[key], let sources = known.sources, names.isSubset(of: known.names) { return sources }
        let files = read[key]?.files ?? ModuleFiles(module, fileSystem: fileSystem)
        return scan(module, files: files, relevantTo: names, scannedBefore: read[key]?.cache).sources!
    }

    /// Scans the module through its cache, then summarises it: the stored registrations (or those of
    /// this run's earlier scan) are kept when its files still declare the same things, else its graph
    /// is checked alone. Nothing is saved until ``saveChanges()``.
    ///
    /// A module scanned again in the same run, for names that became relevant since, starts from
    /// that run's cache (`scannedBefore`), whose files were stamped and read in this run: none is
    /// read again, whatever its stamp, unless it may mention one of the new names. The cache it
    /// returns keeps the trust time of the run's first scan.
    private func scan(
        _ module: DependencyModule, files: ModuleFiles, relevantTo names: Set<String> = [],
        scannedBefore: ScanCache? = nil
    ) -> ReadModule {
        let earlier = read[FilePath.normalize(files.directory)]
        var previous = scannedBefore ?? store?.scanCache(of: module.name)
        if scannedBefore != nil { previous?.trustedBefore = .max }
        // The names given earlier in the run stay relevant, as they do for a run without the cache,
        // whose scans of the module in the run build on one another.
        let scan = IncrementalScanner(fileSystem: fileSystem).scan(
            files.paths, stamps: files.stamps, cache: &previous, startedAt: fileSystem.currentTime(), read: [:],
            relevantTo: names.union(earlier?.names ?? []), staleRelevance: .keepResults)
        var cache = scan.cache
        if let scannedBefore { cache.trustedBefore = min(cache.trustedBefore, scannedBefore.trustedBefore) }
        let generated = scan.generatedFactories.first
        let results = scan.results.filter { $0.path != generated }
        let stored = store?.summary(of: module.name)
        let summary = summarized(
            module.name, scan: scan, generated: generated, cache: cache, known: [earlier?.summary, stored])
        var sources = ModuleSources(
            name: module.name, results: results, visibleModules: module.visibleModules.map(Set.init))
        sources.isMainActorByDefault = module.isMainActorByDefault
        let scanned = ReadModule(
            name: module.name, files: files, summary: summary, sources: sources,
            names: scan.relevantNames, cache: cache,
            unsaved: (cache: scan.cacheChanged || earlier?.unsaved.cache == true, summary: summary != stored))
        read[FilePath.normalize(files.directory)] = scanned
        return scanned
    }

    /// Saves the scan cache and the summary of every module this run scanned whose stored ones
    /// changed: once per run, after the last scan, however many times a module was scanned.
    func saveChanges() {
        guard let store else { return }
        for (key, module) in read {
            guard let cache = module.cache else { continue }
            if module.unsaved.cache { store.save(cache, of: module.name) }
            if module.unsaved.summary { store.save(module.summary, of: module.name) }
            read[key]?.unsaved = (false, false)
        }
    }

    /// The summary of a scan: the first of `known` made from the same results, else a new one;
    /// with the files and the trust time of `cache`.
    private func summarized(
        _ module: String, scan: IncrementalScan, generated: String?, cache: ScanCache, known: [ModuleSummary?]
    ) -> ModuleSummary {
        let key = ModuleSummary.key(results: scan.results, generated: generated.flatMap { cache.files[$0]?.hash })
        var summary =
            known.lazy.compactMap { $0 }.first { $0.key == key }
            ?? summarize(scan.results.filter { $0.path != generated }, module: module, generated: generated, key: key)
        summary.files = cache.files.mapValues { RecordedFile(stamp: $0.stamp, hash: $0.hash) }
        summary.trustedBefore = cache.trustedBefore
        return summary
    }

    /// The registrations of a module's graph, checked alone, and the class of a factory generated
    /// into its sources.
    private func summarize(_ results: [ScanResult], module: String, generated: String?, key: ContentHash)
        -> ModuleSummary
    {
        let graph = GraphChecker.check(scanned: results).graph
        let text = generated.flatMap { SourceReader(fileSystem: fileSystem).readOne($0)?.text }
        var summary = ModuleSummary(
            key: key, registrations: Self.registrations(of: graph, module: module),
            generatedFactory: text.flatMap(GeneratedFactoryName.className(in:)))
        if summary.generatedFactory != nil {
            summary.generatedPath = generated
            summary.generatedFingerprint = text.flatMap(RegistrationDigest.stated(in:))?.description
        }
        return summary
    }

    /// What the module's factory registers, as other modules see it.
    static func registrations(of graph: DependencyGraph, module: String) -> [ExternalRegistration] {
        graph.components.filter(\.isOwnRegistration).map { component in
            ExternalRegistration(
                module: module, typeName: component.typeName, qualifier: component.qualifier, scope: component.scope,
                isLazy: component.kind.isLazy, isFactory: component.kind.isFactory, links: component.links)
        }
    }
}

/// One module as read in this run.
private struct ReadModule {
    var name: String
    var files: ModuleFiles
    var summary: ModuleSummary
    /// Nil while only the summary was needed.
    var sources: ModuleSources?
    /// The names relevant to its scan (see ``ScanCache/relevantNames``).
    var names: Set<String>
    /// The cache its scan made, for a scan for more names in the same run.
    var cache: ScanCache?
    /// Whether its scan cache and its summary differ from the stored ones.
    var unsaved: (cache: Bool, summary: Bool) = (false, false)
}

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

    init(fileSystem: any FileSystem, scanCache: (any ScanCacheStorage)?) {
        self.fileSystem = fileSystem
        self.scanCache = scanCache
    }

    /// Remembers what a target checked in this run registers, so the targets depending on it do not
    /// read it again: from its graph, or, when it was answered from its build record, from the
    /// resolved file text the record keeps.
    func remember(_ outcome: TargetOutcome) {
        let registrations: [ExternalRegistration]
        if let graph = outcome.graph {
            registrations = Self.registrations(of: graph, module: outcome.target.moduleName)
        } else if let yaml = outcome.resolvedSource {
            let path = "<record of \(outcome.target.name)>"
            var ignored: [Diagnostic] = []
            registrations = ResolvedFileReader(fileSystem: fileSystem, produced: [path: yaml]).read(
                ModuleDependency(resolvedFilePath: path, imports: [], location: nil), diagnostics: &ignored)
        } else {
            return
        }
        summaries[FilePath.normalize(outcome.target.sourceDirectory)] = DependencyModuleSummary(
            registrations: registrations, generatedFactory: nil)
    }

    func summary(of module: DependencyModule) -> DependencyModuleSummary {
        let key = FilePath.normalize(module.sourceDirectory)
        if let known = summaries[key] { return known }
        let summary = read(module)
        summaries[key] = summary
        return summary
    }

    /// The module's registrations, from its cache when none of its files changed since they were
    /// computed, else from its graph (and then kept in the cache).
    private func read(_ module: DependencyModule) -> DependencyModuleSummary {
        let walked = DirectoryWalker(fileSystem: fileSystem).files(under: module.sourceDirectory)
        let paths = walked.files.filter { $0.hasSuffix(".swift") }.map { FilePath.join(module.sourceDirectory, $0) }
        let key = "module-" + module.name
        let previous = scanCache?.load(target: key)
        let stamps = scanCache == nil ? paths.map { _ in nil } : fileSystem.stamps(at: paths)
        var scan = IncrementalScanner(fileSystem: fileSystem).scan(
            paths, stamps: stamps, cache: previous, startedAt: fileSystem.currentTime())
        let summaryKey = ModuleSummaryEntry.key(paths: paths, hashes: scan.hashes)
        if let known = previous?.moduleSummary, known.key == summaryKey {
            scan.cache.moduleSummary = known
        } else {
            scan.cache.moduleSummary = summarize(scan, module: module.name, key: summaryKey)
        }
        if let scanCache, scan.cache != previous { scanCache.save(scan.cache, target: key) }
        let summary = scan.cache.moduleSummary!
        return DependencyModuleSummary(
            registrations: summary.registrations, generatedFactory: summary.generatedFactory)
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

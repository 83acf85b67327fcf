/// Runs one target through the stages: link its dependencies → scan its sources → build and check
/// the graph (over the target's sources and the modules it links) → render the factory and the
/// resolved file.
///
/// What deli remembers between runs (the scan cache and the build record) sits behind one
/// ``TargetHistory``: it may answer the whole target when nothing changed, reads only the files that
/// changed, may answer again when those files still declare the same things, and keeps the next
/// record.
struct TargetPipeline {
    let fileSystem: any FileSystem
    let renderer: FactoryRenderer
    let scanCache: (any ScanCacheStorage)?
    let buildRecords: (any BuildRecordStorage)?
    /// Resolved files produced earlier in the same run, by path.
    var produced: [String: GeneratedText] = [:]
    /// The class names of factories this run writes into their targets' sources, by source directory.
    var planned: [String: String] = [:]
    /// The run's reader of dependency modules (each is read once per run).
    let modules: DependencyModuleReader
    /// Where the scan, the graph, the checks' context and the blueprint go instead of being freed;
    /// nil frees them.
    var spentValues: SpentValues?
    /// The components of earlier runs of the process (see ``ComponentMemos``).
    var componentMemos: ComponentMemos?
    /// Where the caller writes this target's texts, when it writes them.
    var outputDestinations: OutputDestinations?

    func run(_ target: BuildTarget) -> TargetOutcome {
        let linked = link(target)
        // A dependency that cannot be used is reported alone: its absence would only add E001s.
        guard !linked.hasErrors else {
            return TargetOutcome(target: target, diagnostics: linked.diagnostics, graph: nil)
        }
        var history = TargetHistory(
            linked, fileSystem: fileSystem, scanCache: scanCache, buildRecords: buildRecords,
            renderSettings: "\(renderer.registrationsPerFunction)")
        if let outcome = history.replayUnchanged() ?? history.replayEdited() {
            prepare(linked, history)
            return outcome
        }
        let scan = scan(linked, history)
        let outcome = history.replaySameDeclarations(scan) ?? render(check(linked, scan), reusing: history.record)
        history.remember(outcome, scan: scan, writtenTo: outputDestinations)
        retire(scan, history)
        return outcome
    }

    /// The target's scan, through its history; the linked modules' names first: a protocol there may
    /// make the target's types components.
    private func scan(_ linked: LinkedTarget, _ history: TargetHistory) -> IncrementalScan {
        history.scan(relevantTo: modules.relevantNames(of: linked.modules.map(\.module)))
    }

    /// After the record answered the first run of a process that keeps components between runs,
    /// builds and renders the graph that outcome came from and drops it: the process's next run
    /// (an edit) then finds the components, the scan cache and the recorded texts in memory, and
    /// rebuilds only what the edit changes. Nothing is saved (the record stands).
    private func prepare(_ linked: LinkedTarget, _ history: TargetHistory) {
        guard let componentMemos, !componentMemos.hasMemo(for: linked.target.name) else { return }
        _ = render(check(linked, scan(linked, history)), reusing: history.record)
    }

    /// The registrations and factories of the target's dependencies, from resolved files and modules.
    private func link(_ target: BuildTarget) -> LinkedTarget {
        var diagnostics: [Diagnostic] = []
        let resolved = ResolvedFileReader(fileSystem: fileSystem, produced: produced).externals(
            for: target, diagnostics: &diagnostics)
        let linked = DependencyModuleLinker(reader: modules, planned: planned).link(target, resolved: resolved)
        return LinkedTarget(
            target: target, externals: linked.externals, modules: linked.modules, factories: linked.factories,
            diagnostics: diagnostics + linked.diagnostics)
    }

    /// Builds the graph from the scan and runs every check, in every profile.
    private func check(_ linked: LinkedTarget, _ scan: IncrementalScan) -> CheckedTarget {
        let target = linked.target
        var diagnostics = linked.diagnostics + scan.diagnostics
        for path in scan.generatedFactories {
            diagnostics.append(.duplicateGeneratedFactory(path, target: target.name))
        }
        // A factory an earlier run left in the sources is reported above; its class is no clash.
        let generated = Set(scan.generatedFactories)
        diagnostics += ClassNameClashValidator().validate(
            target, scanned: generated.isEmpty ? scan.results : scan.results.filter { !generated.contains($0.path) })
        let sources = modules.sources(of: linked.modules.map(\.module), relevantTo: scan.relevantNames)
        diagnostics += ClassNameClashValidator().validate(target, modules: sources)
        let result = GraphChecker.check(
            scanned: scan.results,
            properties: ChainedPropertySource.profiles(of: target, modules: linked.modules.map(\.module)),
            externals: linked.externals,
            modules: sources, ownModule: target.moduleName, mainActorByDefault: target.isMainActorByDefault,
            spentValues: spentValues,
            memo: componentMemos?.memo(for: target.name))
        diagnostics += WrittenModuleFactoryValidator(rootPackage: target.projectPath).validate(
            result.graph, modules: linked.modules)
        var collector = DiagnosticCollector()
        collector.emit(
            contentsOf: diagnostics + AssemblyScope(target: target, modules: sources).scoped(result.diagnostics))
        return CheckedTarget(linked: linked, graph: result.graph, diagnostics: collector.sorted)
    }

    /// The factory and the resolved file of a target without errors. Both copy the registrations
    /// that are written as they were in `previous`'s texts (the last record's) from there.
    private func render(_ checked: CheckedTarget, reusing previous: BuildRecord?) -> TargetOutcome {
        let target = checked.target
        var outcome = TargetOutcome(target: target, diagnostics: checked.diagnostics, graph: checked.graph)
        guard !checked.hasErrors else { return outcome }
        let blueprint = BlueprintBuilder().blueprint(
            for: checked.graph, target: target, dependencyFactories: checked.linked.factories)
        defer { retire(checked, blueprint) }
        // The recorded texts come from one file, read here once: two threads asking for them at
        // the same time would have one of them spin on the lock while the other reads.
        let recorded = (factory: previous?.factory?.pieced, resolved: previous?.resolved?.pieced)
        // The two texts (and their fingerprints) do not depend on each other: one core each.
        let renderer = renderer
        let graph = checked.graph
        let texts = ConcurrentMap.map([true, false]) { isFactory in
            guard isFactory else {
                return ResolvedFileWriter().yaml(for: graph, target: target, reusing: recorded.resolved)
                    .map(GeneratedText.init)
            }
            return GeneratedText(renderer.render(blueprint, reusing: recorded.factory))
        }
        outcome.factory = texts[0]
        outcome.resolved = texts[1]
        return outcome
    }

    /// Values the run is done with: set aside in ``spentValues`` when there is one, otherwise freed
    /// when the caller lets go of them.
    private func retire(_ values: Any...) {
        guard let spentValues else { return }
        for value in values { spentValues.keep(value) }
    }
}

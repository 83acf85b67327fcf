/// Gathers what a target takes from the modules it depends on: their summaries, the registrations
/// of resolved files, the factories its own factory loads, and the problems that would make the
/// generated code fail (a module with components but no factory, a factory the target cannot see, a
/// stale resolved file).
struct DependencyModuleLinker {
    let reader: DependencyModuleReader
    /// The class names of factories this run writes into their modules' sources, by source directory.
    var planned: [String: String] = [:]

    func link(_ target: BuildTarget, resolved: [(ModuleDependency, [ExternalRegistration])]) -> LinkedModules {
        var linked = LinkedModules()
        for module in target.dependencyModules {
            add(module, of: target, to: &linked)
        }
        let fromSources = Dictionary(
            target.dependencyModules.map { ($0.name, reader.summary(of: $0).registrations) },
            uniquingKeysWith: { first, _ in first })
        for (dependency, registrations) in resolved {
            // The module a resolved file describes: its registrations name it; an empty one, its import.
            let module = registrations.first?.module ?? dependency.imports.first ?? ""
            guard let current = fromSources[module] else {
                linked.externals += registrations
                continue
            }
            // The sources win; a resolved file that no longer matches them is reported.
            if Self.fingerprint(current) != Self.fingerprint(registrations) {
                linked.diagnostics.append(.staleResolvedFile(dependency, module: module))
            }
        }
        return linked
    }

    /// One module's summary and factory, or the reason its factory cannot be loaded.
    private func add(_ module: DependencyModule, of target: BuildTarget, to linked: inout LinkedModules) {
        let summary = reader.summary(of: module)
        let plannedClass = planned[FilePath.normalize(module.sourceDirectory)]
        var linkedModule = LinkedModule(module: module, key: summary.key)
        if module.factory == nil, plannedClass == nil, let path = summary.generatedPath,
            let fingerprint = summary.generatedFingerprint
        {
            linkedModule.writtenFactory = WrittenModuleFactory(path: path, fingerprint: fingerprint)
        }
        linked.modules.append(linkedModule)
        let className = module.factory?.className ?? summary.generatedFactory ?? plannedClass
        guard let className else {
            if !summary.registrations.isEmpty {
                linked.diagnostics.append(
                    .dependencyWithoutFactory(
                        module, count: summary.registrations.count, rootPackage: target.projectPath))
            }
            return
        }
        // A factory `deli build` writes into the module's sources has the access of its entry too.
        if (module.factory ?? module.entryFactory)?.accessControl == .internal {
            linked.diagnostics.append(.internalDependencyFactory(className, of: module, neededBy: target))
        }
        linked.factories.append(DependencyFactoryReference(module: module.name, className: className))
    }

    /// What a resolved file records of each registration, in a stable order.
    private static func fingerprint(_ registrations: [ExternalRegistration]) -> [String] {
        registrations.map {
            "\($0.typeName)|\($0.qualifier)|\($0.scope.rawValue)|\($0.isLazy)|\($0.isFactory)|\($0.links.sorted())"
        }.sorted()
    }
}

/// The outcome of ``DependencyModuleLinker``.
struct LinkedModules {
    /// Registrations of resolved files whose modules' sources are not at hand.
    var externals: [ExternalRegistration] = []
    var modules: [LinkedModule] = []
    var factories: [DependencyFactoryReference] = []
    var diagnostics: [Diagnostic] = []
}

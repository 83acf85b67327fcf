/// Builds the dependency graph of a target from its scan results, the sources of the modules it
/// depends on and other modules' registrations (from resolved files).
enum GraphBuilder {
    /// With a `memo`, the components of files that cannot have changed since its last build are
    /// taken from it.
    /// `ownModule` is the target's module name: `App.Clock` written in `App` means its `Clock`;
    /// `mainActorByDefault` says the target's declarations are main-actor isolated by default.
    static func build(
        _ results: [ScanResult], modules: [ModuleSources] = [], ownModule: String? = nil,
        mainActorByDefault: Bool = false, externals: [ExternalRegistration], memo: ComponentMemo? = nil
    ) -> GraphAnalysis {
        // A target without dependency modules takes its results as they are: joining them to an
        // empty list copied every result (a retain and a release of each of ten thousand).
        let all = modules.isEmpty ? results : results + modules.flatMap(\.results)
        var catalog = TypeCatalog(all, modules: modules.map(\.name), ownModule: ownModule)
        let declaring = modules.isEmpty ? DeclaringModules() : DeclaringModules(ownResults: results, modules: modules)
        if !modules.isEmpty {
            catalog.importedMeanings = ImportedMeanings(declaring: declaring, ownResults: results, modules: modules)
        }
        let owners = ModuleOwners(modules)
        let defaults = IsolationDefaults(ownTarget: mainActorByDefault, modules: modules)
        let builder = ComponentBuilder(catalog: catalog, defaults: defaults)
        let built = memo.map { $0.components(of: all, builder: builder) } ?? builder.build()
        let tagged = built.map(owners.tagged)
        var components = sortedComponents(tagged)
        var foreignConformances: [TypeDeclaration] = []
        var unlinkedConformances: [UnlinkedConformance] = []
        if !modules.isEmpty {
            (components, foreignConformances, unlinkedConformances) = ForeignConformanceFilter(
                catalog: catalog, owners: owners, conformances: builder.conformances,
                visibleModules: modules.reduce(into: [:]) { $0[$1.name] = $1.visibleModules }
            ).split(components)
        }
        let usages = all.flatMap(\.usages).map { owners.tagged(resolvedUsage($0, catalog: catalog)) }
        let index = RegistrationIndex(components: components, externals: externals)
        var resolver = DependencyResolver(index: index)
        if !modules.isEmpty {
            resolver.names = NameOwners(declaring: declaring, modules: modules, moduleNames: catalog.moduleNames)
            // Read once into a list: capturing `components` would make `addLinks` below copy them all.
            let registrationModules = index.registrations.map { registration in
                switch registration.origin {
                case .component(let component): return components[component].module ?? NameOwners.ownTarget
                case .external(let external): return externals[external].module
                }
            }
            resolver.moduleOfRegistration = { registrationModules[$0] }
        }
        let resolutions = resolve(components, resolver)
        let usageResolutions = usages.map { usage in usage.typeName.map { resolve(usage, type: $0, resolver) } }
        var edges = FlatLists<GraphEdge>()
        edges.reserveCapacity(lists: components.count, elements: resolutions.all.count)
        for component in components.indices {
            resolutions.withResolutions(of: component) { found in
                edges.appendList { outgoingEdges(from: component, components, found, index, into: &$0) }
            }
        }
        addLinks(to: &components, usages: usages, catalog: catalog)
        var graph = DependencyGraph(
            components: components, usages: usages, externals: externals, registrations: index.registrations,
            edges: edges, order: TopologicalSorter.order(count: components.count, edges: edges))
        graph.reachedRegistrations.reserveCapacity(lists: components.count, elements: resolutions.all.count)
        for component in components.indices {
            resolutions.withResolutions(of: component) { found in
                graph.reachedRegistrations.appendList { reachedRegistrations(found, into: &$0) }
            }
        }
        graph.usageRegistrations = usageResolutions.map { $0?.targets ?? [] }
        graph.linkedModules = linkedModules(modules, components: components, usages: usages)
        // Without modules no component is filtered out, and the components as built come file by
        // file: each file is then looked up once, not once per component.
        graph.sourceImports = SourceImports.of(results, components: modules.isEmpty ? tagged : components)
        var analysis = GraphAnalysis(
            catalog: catalog, index: index, resolver: resolver, graph: graph, dependencyResolutions: resolutions,
            usageResolutions: usageResolutions, foreignConformances: foreignConformances)
        analysis.localComponents = localComponents(of: results, builder.conformances)
        analysis.unlinkedConformances = unlinkedConformances
        analysis.isolationDefaults = defaults
        return analysis
    }

    /// The types declared in the function bodies of `results` that conform to a Deli protocol.
    private static func localComponents(of results: [ScanResult], _ conformances: ConformanceResolver)
        -> [(type: TypeDeclaration, marker: String)]
    {
        var found: [(type: TypeDeclaration, marker: String)] = []
        for result in results where !result.localTypes.isEmpty {
            for type in result.localTypes {
                if let marker = conformances.participatingProtocol(ofLocal: type) { found.append((type, marker)) }
            }
        }
        return found
    }

    /// The modules that own a component of the graph or declare a type one names (a link, a
    /// dependency, a payload, a usage). Which files of a module were scanned depends on the names
    /// earlier runs found relevant; which types the graph names does not.
    private static func linkedModules(
        _ modules: [ModuleSources], components: [ComponentDeclaration], usages: [DependencyUsage]
    ) -> [String] {
        guard !modules.isEmpty else { return [] }
        var owners = Set<String>()
        var named = Set<String>()
        for component in components {
            if let module = component.module { owners.insert(module) }
            named.formUnion(component.links)
            named.formUnion(component.dependencies.map(\.typeName))
            if let payload = component.payloadType { named.insert(payload) }
        }
        named.formUnion(usages.compactMap(\.typeName))
        return modules.filter { module in
            owners.contains(module.name)
                || module.results.contains { $0.types.contains { $0.kind != .extension && named.contains($0.name) } }
        }.map(\.name)
    }

    /// Links each component to its supertypes that are scanned or that some dependency asks for.
    ///
    /// The names dependencies ask for are gathered only when a supertype is not scanned; a component
    /// whose links do not change is left alone (a change copies the fields it may share with the
    /// components kept for the next run).
    private static func addLinks(
        to components: inout [ComponentDeclaration], usages: [DependencyUsage], catalog: TypeCatalog
    ) {
        var asked: Set<String>?
        for position in components.indices where !components[position].supertypes.isEmpty {
            let links = components[position].supertypes.filter { supertype in
                // A specialised generic class (`Base<Int>`) is known by its name.
                if catalog.knows(supertype) || catalog.knows(TypeText.withoutGenericArguments(supertype)) {
                    return true
                }
                if asked == nil { asked = askedNames(components, usages) }
                return asked!.contains(supertype)
            }
            if links != components[position].links { components[position].links = links }
        }
    }

    /// Every type a dependency or a usage asks for.
    private static func askedNames(_ components: [ComponentDeclaration], _ usages: [DependencyUsage]) -> Set<String> {
        var asked = Set<String>()
        for component in components {
            for dependency in component.dependencies { asked.insert(dependency.typeName) }
        }
        for usage in usages {
            if let typeName = usage.typeName { asked.insert(typeName) }
        }
        return asked
    }

    /// Appends the registrations `resolutions` reach to `list`, each once, in ascending order. They
    /// usually come so (a component's dependencies on distinct types): then they are not sorted.
    private static func reachedRegistrations(_ resolutions: UnsafeBufferPointer<Resolution>, into list: inout [Int]) {
        let start = list.count
        var isAscending = true
        for resolution in resolutions {
            for target in resolution.targets {
                if list.count > start, list[list.count - 1] >= target { isAscending = false }
                list.append(target)
            }
        }
        guard !isAscending else { return }
        let distinct = Set(list[start...]).sorted()
        list.removeSubrange(start...)
        list.append(contentsOf: distinct)
    }

    /// The components ordered by type name, qualifier and location. Positions are sorted and each
    /// component moved once: sorting the large values themselves copied each of them many times.
    private static func sortedComponents(_ built: [ComponentDeclaration]) -> [ComponentDeclaration] {
        built.indices.sorted { precedes(built[$0], built[$1]) }.map { built[$0] }
    }

    private static func precedes(_ lhs: ComponentDeclaration, _ rhs: ComponentDeclaration) -> Bool {
        if lhs.typeName != rhs.typeName { return lhs.typeName < rhs.typeName }
        if lhs.qualifier != rhs.qualifier { return lhs.qualifier < rhs.qualifier }
        return lhs.location < rhs.location
    }

    /// How each dependency of each of `components` resolves, in one list. The dependencies are read
    /// in place, field by field: a copy of each retained and released all its strings.
    private static func resolve(_ components: [ComponentDeclaration], _ resolver: DependencyResolver)
        -> DependencyResolutions
    {
        var resolutions = DependencyResolutions(
            reservingFor: components.count, dependencies: components.reduce(0) { $0 + $1.dependencies.count })
        components.withUnsafeBufferPointer { components in
            for component in components.indices {
                let module = components[component].module ?? NameOwners.ownTarget
                components[component].dependencies.withUnsafeBufferPointer { dependencies in
                    for dependency in dependencies {
                        resolutions.append(
                            resolver.resolve(
                                dependency.typeName,
                                qualifier: dependency.qualifierBy == nil ? dependency.qualifier : nil,
                                isArray: dependency.isArray, askedIn: module))
                    }
                }
                resolutions.endComponent()
            }
        }
        return resolutions
    }

    private static func resolvedUsage(_ usage: DependencyUsage, catalog: TypeCatalog) -> DependencyUsage {
        guard let typeName = usage.typeName else { return usage }
        var resolved = usage
        let type = catalog.resolveType(typeName, from: usage.enclosingType)
        resolved.typeName = catalog.meaning(of: type.name, inFile: usage.location.file)
        resolved.isArray = usage.isArray || type.isArray
        return resolved
    }

    private static func resolve(_ usage: DependencyUsage, type: String, _ resolver: DependencyResolver) -> Resolution {
        let qualifier: String?
        if usage.qualifierBy != nil {
            qualifier = nil
        } else if let value = usage.qualifier?.value {
            qualifier = value.isLiteral ? value.literalText ?? "" : nil
        } else {
            qualifier = ""
        }
        return resolver.resolve(
            type, qualifier: qualifier, isArray: usage.isArray, hasPayload: usage.hasPayload,
            askedIn: usage.module ?? NameOwners.ownTarget)
    }

    /// Appends the edges from `source` to the components its dependencies resolve to to `edges`.
    private static func outgoingEdges(
        from source: Int, _ components: [ComponentDeclaration], _ resolutions: UnsafeBufferPointer<Resolution>,
        _ index: RegistrationIndex, into edges: inout [GraphEdge]
    ) {
        guard components[source].isRegistrable else { return }
        let isLazy = components[source].kind.isLazy
        for position in resolutions.indices {
            for target in resolutions[position].targets {
                guard let component = index.registrations[target].componentIndex else { continue }
                edges.append(GraphEdge(from: source, to: component, dependency: position, isLazy: isLazy))
            }
        }
    }
}

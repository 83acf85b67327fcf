/// The scan → graph → validate stages of one target, as a single call.
///
/// ```swift
/// let result = GraphChecker.check(
///     [SourceFile(path: "Sources/App/Services.swift", text: contents)],
///     properties: ["dev": devProperties, "prod": prodProperties])
/// if result.diagnostics.contains(where: \.isError) { /* print and stop */ }
/// render(result.graph)
/// ```
public enum GraphChecker {
    /// Every graph check, in the order of the ids they emit (``DiagnosticID/graphIDs``).
    static let validators: [any GraphValidator] = [
        MissingImplementationValidator(), QualifierByPropertyValidator(), AmbiguousImplementationValidator(),
        CycleValidator(),
        DuplicateRegistrationValidator(), PropertyPathValidator(), PropertyValueValidator(),
        StringPropertyValueValidator(),
        FactoryAsDependencyValidator(), AutowiredInitializerValidator(), UninjectableParameterValidator(),
        LazyInjectorValidator(),
        LiteralValueValidator(), TypeVisibilityValidator(), DependencyWrapperValidator(),
        FactoryPayloadValidator(), ConfigCallValidator(), ConfigPropertyTargetValidator(),
        ConfigPropertyFieldValidator(),
        InaccessibleInitializerValidator(), ConfigPropertyInitializerValidator(), LifecycleScopeValidator(),
        IsolationValidator(),
        StartedConstructionValidator(), AlwaysNeedsStartedValidator(), ActorBoundInstanceValidator(),
        ConditionalValueValidator(),
        CaptiveDependencyValidator(), UncheckableValueValidator(), ConditionalDependencyValidator(),
        UndeclaredExtensionValidator(), NestedPropertyPathValidator(),
    ]

    /// Scans `files` on all cores, builds the graph and runs every check.
    ///
    /// - Parameters:
    ///   - files: the target's Swift files with their contents (read by the caller).
    ///   - properties: each profile's merged property tree, by profile name; every profile is checked.
    ///   - externals: registrations of the modules this one depends on.
    /// - Returns: the graph for the renderer and every problem, sorted by location.
    public static func check(
        _ files: [SourceFile], properties: [String: any PropertySource] = [:], externals: [ExternalRegistration] = []
    ) -> GraphCheckResult {
        check(scanned: ProjectScanner.scan(files), properties: properties, externals: externals)
    }

    /// Builds the graph from scan results (for callers that cache them) and runs every check.
    public static func check(
        scanned results: [ScanResult], properties: [String: any PropertySource] = [:],
        externals: [ExternalRegistration] = [], modules: [ModuleSources] = []
    ) -> GraphCheckResult {
        check(
            scanned: results, properties: properties, externals: externals, modules: modules, spentValues: nil,
            memo: nil)
    }

    /// ``check(scanned:properties:externals:modules:)``; `ownModule` is the target's module name
    /// (`App.Clock` means `Clock` in it), `mainActorByDefault` says its declarations are main-actor
    /// isolated by default; with `spentValues`, the analysis and the checks' context go there
    /// instead of being freed; with a `memo`, the components it holds for files that cannot have
    /// changed are not built again.
    static func check(
        scanned results: [ScanResult], properties: [String: any PropertySource], externals: [ExternalRegistration],
        modules: [ModuleSources], ownModule: String? = nil, mainActorByDefault: Bool = false, spentValues: SpentValues?,
        memo: ComponentMemo?
    ) -> GraphCheckResult {
        var analysis = GraphBuilder.build(
            results, modules: modules, ownModule: ownModule, mainActorByDefault: mainActorByDefault,
            externals: externals, memo: memo)
        let profiles = properties.keys.sorted().map { (name: $0, source: properties[$0]!) }
        analysis.graph.propertyEdges = PropertyEdge.edges(of: analysis, profiles: profiles)
        let context = ValidationContext(analysis: analysis, profiles: profiles)
        var collector = DiagnosticCollector()
        collector.emit(contentsOf: results.flatMap(\.diagnostics))
        // The checks only read the context: they run on every core, their findings kept in id order.
        for found in ConcurrentMap.map(validators, { $0.validate(context) }) {
            collector.emit(contentsOf: found)
        }
        spentValues?.keep(context)
        return GraphCheckResult(graph: analysis.graph, diagnostics: collector.sorted)
    }
}

/// The outcome of `GraphChecker.check`.
public struct GraphCheckResult: Sendable {
    /// The model the renderer writes the factory from (only meaningful without errors).
    public var graph: DependencyGraph
    /// Every problem found, sorted by location (unlocated first).
    public var diagnostics: [Diagnostic]

    public var hasErrors: Bool { diagnostics.contains(where: \.isError) }
}

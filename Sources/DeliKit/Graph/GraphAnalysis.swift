/// The graph plus the intermediate facts the checks need (how each dependency resolved).
struct GraphAnalysis: Sendable {
    let catalog: TypeCatalog
    let index: RegistrationIndex
    /// How the graph resolved each dependency; the checks resolve with it too, so a name means the
    /// same type to them.
    let resolver: DependencyResolver
    var graph: DependencyGraph
    /// For each component, the resolution of each dependency.
    let dependencyResolutions: DependencyResolutions
    /// For each usage, the resolution of the type it asks for (nil for properties).
    let usageResolutions: [Resolution?]
    /// Extensions in one module that make another module's type a component, which no factory can
    /// register (see ``ForeignConformanceFilter``).
    var foreignConformances: [TypeDeclaration] = []
    /// Extensions in one module that add supertypes to another module's component, which its
    /// factory cannot link (see ``ForeignConformanceFilter``).
    var unlinkedConformances: [UnlinkedConformance] = []
    /// Types declared in function bodies of the target's own files that conform to a Deli protocol
    /// (the protocol given), which no factory can name.
    var localComponents: [(type: TypeDeclaration, marker: String)] = []
    /// Which files' declarations are main-actor isolated by default (the target's and its modules').
    var isolationDefaults = IsolationDefaults()
}

/// The checked model of one target, handed to the renderer.
public struct DependencyGraph: Hashable, Sendable, Codable {
    /// Every component, sorted by type name, then qualifier, then location.
    public var components: [ComponentDeclaration]
    /// Every `Inject(...)`, `InjectProperty(...)` and wrapper found, types resolved, in path order.
    public var usages: [DependencyUsage]
    /// Other modules' registrations that were available to resolve against.
    public var externals: [ExternalRegistration]
    /// The registry: registrable components, then externals.
    public var registrations: [Registration]
    /// For each component, the edges to the scanned components its dependencies resolve to.
    public var edges: FlatLists<GraphEdge>
    /// Component indices, dependencies before the components that need them (lazy edges ignored);
    /// ties and components stuck in cycles follow the order of `components`.
    public var order: [Int]
    /// For each component, the registrations (indices into `registrations`) its dependencies reach,
    /// other modules' included; for graph exports.
    public var reachedRegistrations = FlatLists<Int>()
    /// For each usage, the registrations it reaches.
    public var usageRegistrations: [[Int]] = []
    /// Edges through qualifiers read from properties, per profile; for graph exports.
    public var propertyEdges: [PropertyEdge] = []
    /// The linked modules that declare types, which the generated code may name.
    public var linkedModules: [String] = []
    /// The imports of the files that declare the target's own registrations, in file order.
    public var sourceImports: [ImportDeclaration] = []

    public init(
        components: [ComponentDeclaration], usages: [DependencyUsage], externals: [ExternalRegistration],
        registrations: [Registration], edges: FlatLists<GraphEdge>, order: [Int]
    ) {
        self.components = components
        self.usages = usages
        self.externals = externals
        self.registrations = registrations
        self.edges = edges
        self.order = order
    }

    /// The components in `order`: dependencies before the components that need them.
    public var orderedComponents: [ComponentDeclaration] {
        order.map { components[$0] }
    }

    /// The modules the generated file imports for other modules' types and registrations, sorted.
    public var externalModules: [String] {
        Set(externals.map(\.module) + linkedModules).filter { !$0.isEmpty }.sorted()
    }
}

/// A dependency of one component on another.
public struct GraphEdge: Hashable, Sendable, Codable {
    public var from: Int
    public var to: Int
    /// Index into the `from` component's `dependencies`.
    public var dependency: Int
    /// The dependency is injected after creation, so the edge does not take part in cycles.
    public var isLazy: Bool

    public init(from: Int, to: Int, dependency: Int, isLazy: Bool) {
        self.from = from
        self.to = to
        self.dependency = dependency
        self.isLazy = isLazy
    }
}

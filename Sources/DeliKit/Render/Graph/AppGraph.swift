/// The dependency graph of a whole app: every checked module's components, the components of
/// other modules they reach, and the types that ask with `Inject` or a wrapper, as one set of nodes
/// with stable ids and edges between them (across modules too). The exporters render it.
public struct AppGraph: Hashable, Sendable {
    public struct Node: Hashable, Sendable, Encodable {
        /// `Module.Type`, plus `#qualifier` when there is one: stable across runs.
        public var id: String
        public var module: String
        public var type: String
        public var qualifier: String
        /// The Deli protocol (`Component`, `Autowired`, …), `Inject` for a type that only asks.
        public var kind: String
        /// The scope, or "" for a type that only asks.
        public var scope: String
        public var links: [String]
        /// `file:line:column`, or "" for another module's registration read from elsewhere.
        public var location: String
    }

    public struct Edge: Hashable, Sendable, Encodable {
        public var from: String
        public var to: String
        /// The dependency is injected after creation (`LazyAutowired`).
        public var lazy: Bool
        /// For a qualifier read from a property: the path, its value and the profiles that hold it.
        public var label: String?
    }

    /// The document's name: the app's (its package folder's) name.
    public var name = "app"
    /// Module names, in the order the targets were given, then modules only reached.
    public var modules: [String] = []
    public var nodes: [Node] = []
    public var edges: [Edge] = []

    public init(_ graphs: [(module: String, graph: DependencyGraph)], name: String = "app") {
        var builder = AppGraphBuilder()
        for (module, graph) in graphs { builder.add(graph, module: module) }
        self = builder.result
        self.name = name
    }

    init(modules: [String], nodes: [Node], edges: [Edge]) {
        self.modules = modules
        self.nodes = nodes
        self.edges = edges
    }

    /// The nodes of one module, in node order.
    public func nodes(in module: String) -> [Node] {
        nodes.filter { $0.module == module }
    }
}

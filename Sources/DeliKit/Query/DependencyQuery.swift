/// Answers `deli why`: over the whole app's graph (every module, edges across modules), which
/// paths lead from a root to a type, what the type needs, and which components nothing asks for.
///
/// A root is a node nothing depends on: a component the app fetches itself, or a type that asks
/// through `Inject` or a wrapper. A type is found by its own name, by any protocol or class it is
/// registered as, or by its node id (`Module.Type`, `Module.Type#qualifier`).
public struct DependencyQuery: Sendable {
    public let graph: AppGraph
    /// For each node id, the names it can be asked by besides its own.
    private let supertypes: [String: Set<String>]
    /// For each node id, the nodes that need it, in edge order.
    private let dependents: [String: [String]]
    /// For each node id, its edges to what it needs, in edge order.
    private let needs: [String: [AppGraph.Edge]]
    private let nodesByID: [String: AppGraph.Node]

    public init(_ graphs: [(module: String, graph: DependencyGraph)]) {
        graph = AppGraph(graphs)
        supertypes = Self.supertypes(of: graphs)
        dependents = Dictionary(grouping: graph.edges, by: \.to).mapValues { $0.map(\.from) }
        needs = Dictionary(grouping: graph.edges, by: \.from)
        nodesByID = Dictionary(graph.nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The nodes `type` names, optionally with exactly this qualifier (`""` for none). A name
    /// written with a module's name that nothing is registered as (`Interfaces.Logger`, where the
    /// conformances are written `Logger`) is looked up without it.
    public func nodes(matching type: String, qualifier: String? = nil) -> [AppGraph.Node] {
        let found = nodes(named: type, qualifier: qualifier)
        guard found.isEmpty, let dot = type.firstIndex(of: "."), dot != type.startIndex else { return found }
        let module = String(type[..<dot])
        guard !graph.nodes.contains(where: { $0.type == module }) else { return found }
        return nodes(named: String(type[type.index(after: dot)...]), qualifier: qualifier)
    }

    private func nodes(named type: String, qualifier: String?) -> [AppGraph.Node] {
        graph.nodes.filter { node in
            let named = node.type == type || node.id == type || supertypes[node.id, default: []].contains(type)
            return named && (qualifier == nil || node.qualifier == qualifier)
        }
    }

    /// The node with this id.
    public func node(_ id: String) -> AppGraph.Node? { nodesByID[id] }

    /// Every path from a root to `id`, each listed root first and ending with `id`, at most
    /// `limit` of them; `truncated` is true when there were more. A cycle is never followed twice.
    public func paths(to id: String, limit: Int = 100) -> (paths: [[String]], truncated: Bool) {
        var search = PathSearch(dependents: dependents, limit: limit)
        search.walk(from: id, trail: [id])
        return (search.found, search.truncated)
    }

    /// What the node needs directly, as edges in declaration order.
    public func directNeeds(of id: String) -> [AppGraph.Edge] { needs[id] ?? [] }

    /// Everything the node needs directly or indirectly, each node once, nearest first.
    public func allNeeds(of id: String) -> [String] {
        var seen: Set<String> = [id]
        var queue = [id]
        var result: [String] = []
        while !queue.isEmpty {
            let next = queue.removeFirst()
            for edge in needs[next] ?? [] where seen.insert(edge.to).inserted {
                result.append(edge.to)
                queue.append(edge.to)
            }
        }
        return result
    }

    /// The components nothing asks for (types that only ask through `Inject` are not components).
    /// A component the app fetches itself is listed too: nothing inside the graph needs it.
    public var unused: [AppGraph.Node] {
        graph.nodes.filter { $0.kind != "Inject" && dependents[$0.id] == nil }
    }

    /// The type or registered name nearest to `type`, for a did-you-mean.
    public func suggestion(for type: String) -> String? {
        let names = Set(graph.nodes.map(\.type)).union(supertypes.values.flatMap { $0 })
        return KeySuggester.suggestion(for: type, among: names.sorted())
    }

    private static func supertypes(of graphs: [(module: String, graph: DependencyGraph)]) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for (module, graph) in graphs {
            for registration in graph.registrations {
                let owner: String
                switch registration.origin {
                case .component(let index): owner = graph.components[index].module ?? module
                case .external(let index): owner = graph.externals[index].module
                }
                let id = AppGraphBuilder.id(
                    module: owner, type: registration.typeName, qualifier: registration.qualifier)
                result[id, default: []].formUnion(registration.supertypes)
            }
        }
        return result
    }
}

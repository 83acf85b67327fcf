/// Collects the nodes and edges of ``AppGraph`` module by module; a node reached from several
/// modules (a library's component) is one node.
struct AppGraphBuilder {
    private var modules: [String] = []
    private var nodes: [AppGraph.Node] = []
    private var edges: [AppGraph.Edge] = []
    private var known: [String: Int] = [:]
    private var seenEdges: Set<AppGraph.Edge> = []

    var result: AppGraph {
        AppGraph(modules: modules, nodes: nodes, edges: edges)
    }

    mutating func add(_ graph: DependencyGraph, module: String) {
        addModule(module)
        let componentIDs = graph.components.map { component in
            let owner = component.module ?? module
            addModule(owner)
            return add(node(for: component, module: owner))
        }
        for (index, reached) in graph.reachedRegistrations.enumerated() where index < componentIDs.count {
            let lazy = graph.components[index].kind.isLazy
            for target in reached { addEdge(componentIDs[index], id(of: target, in: graph, module: module), lazy) }
        }
        addPropertyEdges(of: graph, componentIDs: componentIDs, module: module)
        for (index, reached) in graph.usageRegistrations.enumerated() where !reached.isEmpty {
            guard let user = user(of: graph.usages[index], in: graph, module: module) else { continue }
            for target in reached { addEdge(user, id(of: target, in: graph, module: module), false) }
        }
    }

    /// One labelled edge per component, registration, path and value, with the profiles that lead there.
    private mutating func addPropertyEdges(of graph: DependencyGraph, componentIDs: [String], module: String) {
        var profiles: [String: [String]] = [:]
        var order: [(from: String, to: String, label: String)] = []
        for edge in graph.propertyEdges where edge.from < componentIDs.count {
            let target = id(of: edge.to, in: graph, module: module)
            let label = "\(edge.path) = \(edge.value)"
            let key = "\(componentIDs[edge.from])|\(target)|\(label)"
            if profiles[key] == nil { order.append((componentIDs[edge.from], target, label)) }
            profiles[key, default: []].append(edge.profile)
        }
        for item in order {
            let names = profiles["\(item.from)|\(item.to)|\(item.label)"] ?? []
            addEdge(item.from, item.to, false, label: "\(item.label) (\(names.joined(separator: ", ")))")
        }
    }

    /// The node asking in a usage: its enclosing component, else a node of kind `Inject`.
    private mutating func user(of usage: DependencyUsage, in graph: DependencyGraph, module: String) -> String? {
        guard let type = usage.enclosingType else { return nil }
        if let component = graph.components.first(where: { $0.typeName == type }) {
            return Self.id(module: component.module ?? module, type: component.typeName, qualifier: component.qualifier)
        }
        let module = usage.module ?? module
        return add(
            AppGraph.Node(
                id: Self.id(module: module, type: type, qualifier: ""), module: module, type: type, qualifier: "",
                kind: "Inject", scope: "", links: [], location: usage.location.description))
    }

    /// The node id of a registration; another module's registration gets its node on first sight.
    private mutating func id(of registration: Int, in graph: DependencyGraph, module: String) -> String {
        let entry = graph.registrations[registration]
        switch entry.origin {
        case .component(let index):
            let component = graph.components[index]
            return Self.id(module: component.module ?? module, type: component.typeName, qualifier: entry.qualifier)
        case .external(let index):
            let external = graph.externals[index]
            addModule(external.module)
            return add(
                AppGraph.Node(
                    id: Self.id(module: external.module, type: external.typeName, qualifier: external.qualifier),
                    module: external.module, type: external.typeName, qualifier: external.qualifier,
                    kind: external.isFactory ? "AutowiredFactory" : "Component", scope: external.scope.rawValue,
                    links: external.links, location: ""))
        }
    }

    private func node(for component: ComponentDeclaration, module: String) -> AppGraph.Node {
        AppGraph.Node(
            id: Self.id(module: module, type: component.typeName, qualifier: component.qualifier), module: module,
            type: component.typeName, qualifier: component.qualifier, kind: component.kind.protocolName,
            scope: component.scope.rawValue, links: component.links, location: component.location.description)
    }

    /// Adds `node` unless a node with its id exists; a scanned node replaces one only reached.
    @discardableResult
    private mutating func add(_ node: AppGraph.Node) -> String {
        if let position = known[node.id] {
            if nodes[position].location.isEmpty && !node.location.isEmpty && node.kind != "Inject" {
                nodes[position] = node
            }
            return node.id
        }
        known[node.id] = nodes.count
        nodes.append(node)
        return node.id
    }

    private mutating func addModule(_ module: String) {
        if !modules.contains(module) { modules.append(module) }
    }

    private mutating func addEdge(_ from: String, _ to: String, _ lazy: Bool, label: String? = nil) {
        let edge = AppGraph.Edge(from: from, to: to, lazy: lazy, label: label)
        if seenEdges.insert(edge).inserted { edges.append(edge) }
    }

    static func id(module: String, type: String, qualifier: String) -> String {
        qualifier.isEmpty ? "\(module).\(type)" : "\(module).\(type)#\(qualifier)"
    }
}

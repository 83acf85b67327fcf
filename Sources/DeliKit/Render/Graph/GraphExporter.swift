#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Exports the app's graph for people and tools, as one document whatever the number of modules:
/// JSON (modules, nodes with stable ids, edges by id), Graphviz dot (a cluster per module) or a
/// Mermaid flowchart (a subgraph per module). Edges point from a component, or from a type that
/// asks with `Inject`, to what it depends on; lazy ones are dashed.
public enum GraphExporter {
    public static func json(_ graph: AppGraph) -> String {
        let document = ExportedGraph(
            name: graph.name,
            modules: graph.modules.map { module in
                ExportedGraph.Module(name: module, nodes: graph.nodes(in: module).map(\.id))
            },
            nodes: graph.nodes, edges: graph.edges)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    public static func dot(_ graph: AppGraph) -> String {
        var lines = ["digraph \(quoted(graph.name)) {", "    rankdir=LR;", "    node [shape=box];"]
        for (position, module) in graph.modules.enumerated() {
            lines.append("    subgraph \(quoted("cluster_\(position)")) {")
            lines.append("        label=\(quoted(module));")
            for node in graph.nodes(in: module) {
                lines.append("        \(quoted(node.id)) [label=\(quoted(label(node)))];")
            }
            lines.append("    }")
        }
        for edge in graph.edges {
            var attributes = edge.lazy ? ["style=dashed"] : []
            if let label = edge.label { attributes.append("label=\(quoted(label))") }
            let suffix = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
            lines.append("    \(quoted(edge.from)) -> \(quoted(edge.to))\(suffix);")
        }
        return (lines + ["}"]).joined(separator: "\n") + "\n"
    }

    public static func mermaid(_ graph: AppGraph) -> String {
        let numbers = Dictionary(graph.nodes.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        var lines = ["flowchart LR"]
        for (position, module) in graph.modules.enumerated() {
            lines.append("    subgraph m\(position)[\"\(escapedForMermaid(module))\"]")
            for node in graph.nodes(in: module) {
                lines.append("        n\(numbers[node.id] ?? 0)[\"\(escapedForMermaid(label(node)))\"]")
            }
            lines.append("    end")
        }
        for edge in graph.edges {
            let arrow = edge.lazy ? "-.->" : "-->"
            let label = edge.label.map { "|\"\(escapedForMermaid($0))\"|" } ?? ""
            lines.append("    n\(numbers[edge.from] ?? 0) \(arrow)\(label) n\(numbers[edge.to] ?? 0)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func label(_ node: AppGraph.Node) -> String {
        let name = node.qualifier.isEmpty ? node.type : "\(node.type) \"\(node.qualifier)\""
        return node.scope.isEmpty ? "\(name)\n\(node.kind)" : "\(name)\n\(node.kind), \(node.scope)"
    }

    private static func escapedForMermaid(_ text: String) -> String {
        text.replacingEvery("\"", with: "#quot;").replacingEvery("\n", with: "<br/>")
    }

    private static func quoted(_ text: String) -> String {
        "\""
            + text.replacingEvery("\\", with: "\\\\").replacingEvery("\"", with: "\\\"")
            .replacingEvery("\n", with: "\\n") + "\""
    }
}

/// The JSON shape of `deli generate --type json`.
private struct ExportedGraph: Encodable {
    struct Module: Encodable {
        var name: String
        var nodes: [String]
    }

    var name: String
    var modules: [Module]
    var nodes: [AppGraph.Node]
    var edges: [AppGraph.Edge]
}

import Foundation

/// Exports a checked graph for people and tools: JSON, Graphviz dot, or a Mermaid flowchart.
///
/// Nodes are the registrable components (`Type` or `Type "qualifier"`); edges point from a
/// component to each component it depends on, dashed when the dependency is injected lazily.
public enum GraphExporter {
    public static func json(_ graph: DependencyGraph, module: String) -> String {
        let document = ExportedGraph(
            module: module,
            components: graph.components.map { component in
                ExportedGraph.Node(
                    type: component.typeName, qualifier: component.qualifier, kind: component.kind.rawValue,
                    scope: component.scope.rawValue, links: component.links,
                    location: component.location.description)
            },
            edges: edges(graph).map { ExportedGraph.Edge(from: $0.from, to: $0.to, lazy: $0.lazy) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    public static func dot(_ graph: DependencyGraph, module: String) -> String {
        var lines = ["digraph \(quoted(module)) {", "    rankdir=LR;", "    node [shape=box];"]
        for component in graph.components {
            lines.append("    \(quoted(name(component))) [label=\(quoted(label(component)))];")
        }
        for edge in edges(graph) {
            lines.append("    \(quoted(edge.from)) -> \(quoted(edge.to))\(edge.lazy ? " [style=dashed]" : "");")
        }
        return (lines + ["}"]).joined(separator: "\n") + "\n"
    }

    public static func mermaid(_ graph: DependencyGraph, module: String) -> String {
        var lines = ["flowchart LR", "    %% \(module)"]
        for (index, component) in graph.components.enumerated() {
            lines.append("    c\(index)[\"\(label(component).replacingOccurrences(of: "\"", with: "#quot;"))\"]")
        }
        for edge in graph.edges.joined() {
            lines.append("    c\(edge.from) \(edge.isLazy ? "-.->" : "-->") c\(edge.to)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func name(_ component: ComponentDeclaration) -> String {
        component.qualifier.isEmpty ? component.typeName : "\(component.typeName) \"\(component.qualifier)\""
    }

    private static func label(_ component: ComponentDeclaration) -> String {
        "\(name(component))\n\(component.kind.protocolName), \(component.scope.rawValue)"
    }

    private static func edges(_ graph: DependencyGraph) -> [(from: String, to: String, lazy: Bool)] {
        graph.edges.joined().map { edge in
            (name(graph.components[edge.from]), name(graph.components[edge.to]), edge.isLazy)
        }
    }

    private static func quoted(_ text: String) -> String {
        "\""
            + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}

/// The JSON shape of `deli generate --type json`.
private struct ExportedGraph: Encodable {
    struct Node: Encodable {
        var type, qualifier, kind, scope: String
        var links: [String]
        var location: String
    }

    struct Edge: Encodable {
        var from, to: String
        var lazy: Bool
    }

    var module: String
    var components: [Node]
    var edges: [Edge]
}

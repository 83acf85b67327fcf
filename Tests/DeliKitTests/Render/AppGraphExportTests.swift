import Foundation
import Testing

@testable import DeliKit

/// `deli generate --type json|dot|mermaid` over several modules: one document, stable ids,
/// edges across modules, `Inject` users as nodes.
@Suite struct AppGraphExportTests {
    static func graph() throws -> AppGraph {
        var files = MultiModuleTests.files()
        files["Sources/App/Screen.swift"] = """
            import Deli
            final class Screen: Inject {
                let gateway = Screen.Inject(PaymentGateway.self, qualifier: "stripe")
            }
            """
        let outcome = MultiModuleTests.run(files)
        #expect(MultiModuleTests.texts(outcome) == [])
        let graphs = outcome.targets.compactMap { target in target.graph.map { (target.target.moduleName, $0) } }
        return AppGraph(graphs)
    }

    @Test func jsonIsOneDocumentWithModulesNodesAndEdgesAcrossModules() throws {
        let json = GraphExporter.json(try Self.graph())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let modules = try #require(object["modules"] as? [[String: Any]])
        #expect(modules.map { $0["name"] as? String } == ["Core", "App"])
        #expect(modules.first?["nodes"] as? [String] == ["Core.EmailNotifier", "Core.StripeGateway#stripe"])
        let edges = try #require(object["edges"] as? [[String: Any]])
        let pairs = edges.map { "\($0["from"] as? String ?? "") -> \($0["to"] as? String ?? "")" }
        #expect(
            pairs == [
                "App.Checkout -> Core.EmailNotifier", "App.Checkout -> Core.StripeGateway#stripe",
                "App.Screen -> Core.StripeGateway#stripe",
            ])
        let nodes = try #require(object["nodes"] as? [[String: Any]])
        #expect(nodes.first { $0["id"] as? String == "App.Screen" }?["kind"] as? String == "Inject")
    }

    @Test func dotHasAClusterPerModuleAndMermaidASubgraph() throws {
        let graph = try Self.graph()
        let dot = GraphExporter.dot(graph)
        #expect(dot.contains("    subgraph \"cluster_0\" {\n        label=\"Core\";\n"))
        #expect(dot.contains("    subgraph \"cluster_1\" {\n        label=\"App\";\n"))
        #expect(dot.contains("    \"App.Checkout\" -> \"Core.StripeGateway#stripe\";\n"))
        let mermaid = GraphExporter.mermaid(graph)
        #expect(mermaid.hasPrefix("flowchart LR\n    subgraph m0[\"Core\"]\n"))
        #expect(mermaid.contains("    subgraph m1[\"App\"]\n"))
        #expect(mermaid.components(separatedBy: "\n").filter { $0.contains(" --> ") }.count == 3)
    }
}

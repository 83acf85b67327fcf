import Testing

@testable import DeliKit

/// The graph of the layered app (see ``LayeredAppTests``) as `deli why` and `deli generate --type`
/// show it: one document, every module's components with their true kinds, edges for qualifiers
/// read from properties, and arrays across modules.
@Suite struct LayeredGraphTests {
    static func files() -> [String: String] {
        var files = LayeredAppTests.files()
        files["Packages/PaymentsKit/Sources/PaymentsKit/Gateway.swift"] = """
            import Deli
            public protocol PaymentGateway: AnyObject {}
            public final class StripeGateway: PaymentGateway, Component {
                public let qualifier: String? = "stripe"
                public init() {}
            }
            public final class CardGateway: PaymentGateway, Component {
                public let qualifier: String? = "card"
                public init() {}
            }
            """
        files["Sources/Web/Checkout.swift"] = """
            import Deli
            import PaymentsKit
            final class CheckoutController: Autowired {
                required init(_/*payments.provider*/ gateway: PaymentGateway) {}
            }
            """
        files["Configurations/dev.yml"] = "payments:\n  retries: 1\n  provider: card\n"
        files["Configurations/prod.yml"] = "payments:\n  retries: 5\n  provider: stripe\n"
        return files
    }

    static func query() throws -> DependencyQuery {
        let outcome = DeliPipeline(fileSystem: InMemoryFileSystem(files: files())).run(
            configPath: "deli.yml", targets: ["Web"])
        #expect(outcome.allDiagnostics.filter(\.isError) == [])
        let graph = try #require(outcome.targets.first?.graph)
        return DependencyQuery([(module: "Web", graph: graph)])
    }

    @Test func aQualifierFromAPropertyIsAnEdgePerProfile() throws {
        let query = try Self.query()
        let edges = query.directNeeds(of: "Web.CheckoutController").map { "\($0.to) \($0.label ?? "")" }
        #expect(
            edges == [
                "PaymentsKit.CardGateway#card payments.provider = card (dev)",
                "PaymentsKit.StripeGateway#stripe payments.provider = stripe (prod)",
            ])
        #expect(
            query.paths(to: "PaymentsKit.StripeGateway#stripe").paths == [
                ["Web.CheckoutController", "PaymentsKit.StripeGateway#stripe"]
            ])
    }

    @Test func everyModulesComponentsKeepTheirKindsAndModules() throws {
        let query = try Self.query()
        let auditor = try #require(query.node("PaymentsKit.PaymentAuditor"))
        #expect(auditor.kind == "Autowired")
        #expect(query.node("PaymentsKit.PaymentsConfig")?.kind == "ConfigProperty")
        #expect(query.node("Infra.SQLOrderRepository")?.kind == "Component")
        #expect(query.graph.modules.sorted() == ["Domain", "Infra", "PaymentsKit", "Web"])
    }

    @Test func whyFindsAProtocolsImplementationsAcrossModules() throws {
        let query = try Self.query()
        #expect(
            query.nodes(matching: "OrderObserver").map(\.id).sorted() == [
                "Domain.AuditObserver", "Infra.MetricsObserver", "Web.PushObserver",
            ])
        #expect(query.nodes(matching: "PaymentGateway").count == 2)
    }

    @Test func anObserverAnArrayBelowTakesIsNotUnused() throws {
        let unused = try Self.query().unused.map(\.id)
        #expect(!unused.contains("Web.PushObserver"))
        #expect(!unused.contains("Infra.MetricsObserver"))
        #expect(unused.contains("Domain.OrderService"))
    }

    @Test func theDotDocumentHasOneNameAndLabelledPropertyEdges() throws {
        let graph = try Self.query().graph
        var named = graph
        named.name = "Shop"
        let dot = GraphExporter.dot(named)
        #expect(dot.hasPrefix("digraph \"Shop\" {\n"))
        #expect(
            dot.contains(
                "\"Web.CheckoutController\" -> \"PaymentsKit.StripeGateway#stripe\" [label=\"payments.provider = stripe (prod)\"];"
            ))
    }
}

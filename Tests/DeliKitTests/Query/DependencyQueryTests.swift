import Testing

@testable import DeliKit

/// `deli why`: paths from the roots to a type across modules, what it needs, and what nothing asks for.
@Suite struct DependencyQueryTests {
    /// Core (a library) and App: App's Checkout and an Inject user reach Core's gateway.
    static func query(extra: [String: String] = [:]) throws -> DependencyQuery {
        var files = MultiModuleTests.files()
        files["Sources/App/Screen.swift"] = """
            import Deli
            final class Screen: Inject {
                let gateway = Screen.Inject(PaymentGateway.self, qualifier: "stripe")
            }
            final class Shop: Autowired {
                required init(_ checkout: Checkout) {}
            }
            final class Unused: Component { init() {} }
            """
        files.merge(extra) { $1 }
        let outcome = MultiModuleTests.run(files)
        #expect(MultiModuleTests.texts(outcome) == [])
        return DependencyQuery(
            outcome.targets.compactMap { target in target.graph.map { (target.target.moduleName, $0) } })
    }

    @Test func aTypeIsFoundByItsNameAProtocolItIsRegisteredAsOrItsId() throws {
        let query = try Self.query()
        #expect(query.nodes(matching: "StripeGateway").map(\.id) == ["Core.StripeGateway#stripe"])
        #expect(query.nodes(matching: "PaymentGateway").map(\.id) == ["Core.StripeGateway#stripe"])
        #expect(query.nodes(matching: "Core.StripeGateway#stripe").map(\.id) == ["Core.StripeGateway#stripe"])
        #expect(query.nodes(matching: "PaymentGateway", qualifier: "stripe").count == 1)
        #expect(query.nodes(matching: "PaymentGateway", qualifier: "paypal").isEmpty)
        #expect(query.nodes(matching: "Notifier").map(\.id) == ["Core.EmailNotifier"])
    }

    @Test func aProtocolWrittenWithItsModulesNameIsFoundToo() throws {
        let query = try Self.query()
        #expect(query.nodes(matching: "Core.PaymentGateway").map(\.id) == ["Core.StripeGateway#stripe"])
        #expect(query.nodes(matching: "Core.Notifier").map(\.id) == ["Core.EmailNotifier"])
        #expect(query.nodes(matching: "Core.Missing").isEmpty)
        #expect(query.nodes(matching: "Screen.Notifier").isEmpty)
    }

    @Test func everyPathFromARootAcrossModules() throws {
        let query = try Self.query()
        let (paths, truncated) = query.paths(to: "Core.StripeGateway#stripe")
        #expect(!truncated)
        #expect(
            Set(paths) == [
                ["App.Shop", "App.Checkout", "Core.StripeGateway#stripe"], ["App.Screen", "Core.StripeGateway#stripe"],
            ])
        #expect(query.paths(to: "App.Shop").paths == [["App.Shop"]])
    }

    @Test func whatATypeNeedsDirectlyAndInAll() throws {
        let query = try Self.query()
        #expect(query.directNeeds(of: "App.Shop").map(\.to) == ["App.Checkout"])
        #expect(query.allNeeds(of: "App.Shop") == ["App.Checkout", "Core.EmailNotifier", "Core.StripeGateway#stripe"])
        #expect(query.allNeeds(of: "Core.EmailNotifier") == [])
    }

    @Test func unusedListsTheComponentsNothingAsksForButNotInjectUsers() throws {
        let query = try Self.query()
        #expect(query.unused.map(\.id) == ["App.Shop", "App.Unused"])
    }

    @Test func aCycleThroughALazyComponentIsFollowedOnce() throws {
        let query = try Self.query(extra: [
            "Sources/App/Cycle.swift": """
            import Deli
            final class Ping: LazyAutowired {
                init() {}
                func inject(_ pong: Pong) {}
            }
            final class Pong: Autowired {
                required init(_ ping: Ping) {}
            }
            """
        ])
        #expect(query.paths(to: "App.Ping").paths == [["App.Pong", "App.Ping"]])
        #expect(query.allNeeds(of: "App.Ping") == ["App.Pong"])
    }

    @Test func aMisspeltTypeGetsASuggestion() throws {
        let query = try Self.query()
        #expect(query.suggestion(for: "PaymentGatway") == "PaymentGateway")
        #expect(query.suggestion(for: "Zzzzzzzz") == nil)
    }
}

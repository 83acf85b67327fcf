import Testing

@testable import DeliKit

/// An inheritance clause may name a linked module's type with the module's name, as Swift allows:
/// `ConsoleAnalytics: Interfaces.Analytics` conforms to the `Analytics` of `Interfaces`, and
/// `Special: Impl.Base` inherits `Impl`'s component class.
@Suite struct ModuleQualifiedSupertypeTests {
    static let impl = """
        import Deli
        import Interfaces
        public final class ConsoleAnalytics: Interfaces.Analytics, Component {
            public init() {}
            public func track(_ event: String) {}
        }
        open class Base: Component {
            public required init() {}
        }
        public final class Checkout: Autowired {
            public required init(_ analytics: Analytics) {}
        }
        """

    @Test func aModuleQualifiedSupertypeLinksAndInherits() throws {
        let outcome = SameNameAcrossModulesTests.run(
            app: """
                import Deli
                import Impl
                import Interfaces
                final class Special: Impl.Base {}
                final class Report: Autowired {
                    required init(_ a: Interfaces.Analytics, _ b: Analytics, _ special: Special) {}
                }
                """, impl: Self.impl)
        #expect(outcome.diagnostics.map(DiagnosticFormatter.text) == [])
        let graph = try #require(outcome.graph)
        let analytics = try #require(graph.components.first { $0.typeName == "ConsoleAnalytics" })
        #expect(analytics.links == ["Analytics"])
        #expect(graph.components.contains { $0.typeName == "Special" })
    }

    /// `App.Clock` written in the module `App` is its own `Clock`, as a dependency, in an array and
    /// as a supertype.
    @Test func theTargetsOwnModuleNameMeansItsOwnType() throws {
        let outcome = SameNameAcrossModulesTests.run(
            app: """
                import Deli
                import Impl
                import Interfaces
                final class Console: Analytics, Component {
                    init() {}
                    func track(_ event: String) {}
                }
                final class Clock: Component { init() {} }
                protocol Ticker {}
                final class Quartz: App.Ticker, Component { init() {} }
                final class Service: Autowired {
                    required init(_ clock: App.Clock, _ tickers: [App.Ticker]) {}
                }
                """)
        #expect(outcome.diagnostics.map(DiagnosticFormatter.text) == [])
        let factory = try #require(outcome.factorySource)
        #expect(factory.contains("context.resolve(Clock.self, qualifier: \"\")"))
        #expect(factory.contains(".link((any Ticker).self)"))
    }
}

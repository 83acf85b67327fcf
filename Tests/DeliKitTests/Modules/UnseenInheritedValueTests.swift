import Testing

@testable import DeliKit

/// A library's component takes its `qualifier`, `scope` and `target` from what its own module sees:
/// Swift picks the members that satisfy the conformance where the conformance is declared. A
/// protocol extension or an extension of the type in the app, above the library, gives the
/// library's factory nothing, so the app's graph must not read it either.
@Suite struct UnseenInheritedValueTests {
    static let impl = """
        import Deli
        import Interfaces
        public final class Console: Analytics, Component {
            public init() {}
            public func track(_ event: String) {}
        }
        """

    /// The app's protocol extension names a qualifier; `Console`'s factory registers it without one.
    @Test func aProtocolExtensionInTheAppGivesALibrarysComponentNoQualifier() {
        let outcome = SameNameAcrossModulesTests.run(
            app: """
                import Deli
                import Impl
                import Interfaces
                extension Analytics {
                    public var qualifier: String? { "app" }
                }
                final class UsesAnalytics: Autowired {
                    required init(app analytics: Analytics) {}
                }
                """, impl: Self.impl)
        #expect(
            outcome.diagnostics.map(DiagnosticFormatter.text) == [
                "Sources/App/App.swift:8:19: error: no implementation of 'Analytics' with qualifier 'app', needed "
                    + "by 'UsesAnalytics' [DELI-E001]\n"
                    + "Sources/Impl/Impl.swift:3:20: note: 'Analytics' is available without a qualifier ('Console')\n"
                    + "Sources/App/App.swift:7:13: note: 'UsesAnalytics' is declared here"
            ])
    }

    /// Without a qualifier in the lookup, the library's component answers it.
    @Test func anUnqualifiedLookupFindsTheLibrarysComponent() throws {
        let outcome = SameNameAcrossModulesTests.run(
            app: """
                import Deli
                import Impl
                import Interfaces
                extension Console {
                    public var qualifier: String? { "app" }
                }
                final class UsesAnalytics: Autowired {
                    required init(_ analytics: Analytics) {}
                }
                """, impl: Self.impl)
        #expect(outcome.diagnostics.map(DiagnosticFormatter.text) == [])
        let graph = try #require(outcome.graph)
        let console = try #require(graph.components.first { $0.typeName == "Console" })
        #expect(console.qualifier == "")
        #expect(console.facts.qualifier == nil)
    }

    /// A protocol extension in the library's own module, or below it, still gives the qualifier.
    @Test func aProtocolExtensionTheLibrarySeesGivesItsQualifier() throws {
        let outcome = SameNameAcrossModulesTests.run(
            app: """
                import Deli
                import Impl
                import Interfaces
                final class UsesAnalytics: Autowired {
                    required init(lib analytics: Analytics) {}
                }
                """,
            impl: Self.impl + """

                extension Analytics {
                    public var qualifier: String? { "lib" }
                }
                """)
        #expect(outcome.diagnostics.map(DiagnosticFormatter.text) == [])
        let graph = try #require(outcome.graph)
        #expect(graph.components.first { $0.typeName == "Console" }?.qualifier == "lib")
    }
}

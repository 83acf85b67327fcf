import Testing

@testable import DeliKit

/// A module's factory registers what that module declares: an extension in the app that makes a
/// library's type a component registers nothing, so it is W111 at the extension and the type is no
/// implementation (it was taken as one, and the app stopped at its first lookup).
@Suite struct ForeignConformanceTests {
    static let impl = """
        import Deli
        import Interfaces
        public final class Plain { public init() {} }
        public final class Console: Analytics, Component {
            public init() {}
            public func track(_ event: String) {}
        }
        """

    @Test func anExtensionInTheAppDoesNotMakeALibrarysTypeAComponent() {
        let outcome = SameNameAcrossModulesTests.run(
            app: """
                import Deli
                import Impl
                extension Plain: Component {}
                extension Console: Autowired {}
                final class UsesPlain: Autowired {
                    required init(_ plain: Plain) {}
                }
                """, impl: Self.impl)
        #expect(
            outcome.diagnostics.map(DiagnosticFormatter.text) == [
                "Sources/App/App.swift:3:11: warning: this extension makes 'Plain' a component, but 'Plain' is "
                    + "declared in another module, whose factory registers only what that module declares, so "
                    + "nothing registers it; declare the conformance in the module that declares 'Plain', or a type "
                    + "of your own here that wraps it [DELI-W111]\n"
                    + "Sources/Impl/Impl.swift:3:20: note: 'Plain' is declared here",
                "Sources/App/App.swift:6:19: error: no implementation of 'Plain', needed by 'UsesPlain' [DELI-E001]\n"
                    + "Sources/App/App.swift:5:13: note: 'UsesPlain' is declared here",
            ])
    }

    /// An extension in the app that makes a library's component conform to a protocol of the sources
    /// links nothing: the library's factory never sees it. It is W111 at the extension, and a single
    /// dependency on the protocol is E001 (it was taken as met, and the app stopped at its lookup).
    /// A conformance to a protocol outside the sources is no link either way, and is not reported.
    @Test func anExtensionInTheAppDoesNotLinkALibrarysComponent() {
        let outcome = SameNameAcrossModulesTests.run(
            app: """
                import Deli
                import Impl
                import Interfaces
                protocol Named: AnyObject {}
                extension Console: Named {}
                extension Console: CustomStringConvertible { public var description: String { "c" } }
                final class UsesNamed: Autowired {
                    required init(_ named: Named, _ all: [Named], _ analytics: Analytics) {}
                }
                """, impl: Self.impl)
        #expect(
            outcome.diagnostics.map(DiagnosticFormatter.text) == [
                "Sources/App/App.swift:5:11: warning: this extension makes 'Console' conform to 'Named', but "
                    + "'Console' is a component of 'Impl', whose factory links it only to what 'Impl' declares, so "
                    + "no lookup of 'Named' finds it; declare the conformance in 'Impl', or a type of your own here "
                    + "that wraps it [DELI-W111]\n"
                    + "Sources/Impl/Impl.swift:4:20: note: 'Console' is declared here",
                "Sources/App/App.swift:8:19: error: no implementation of 'Named', needed by 'UsesNamed' [DELI-E001]\n"
                    + "Sources/App/App.swift:7:13: note: 'UsesNamed' is declared here",
            ])
    }
}

extension ForeignConformanceTests {
    /// The same for an extension of a library component's superclass: the library's factory links the
    /// component to what its own module sees, and the app's extension is not among that.
    @Test func anExtensionOfASuperclassInTheAppDoesNotLinkALibrarysComponent() {
        let outcome = SameNameAcrossModulesTests.run(
            app: """
                import Deli
                import Impl
                protocol Named: AnyObject {}
                extension BaseStore: Named {}
                final class UsesNamed: Autowired {
                    required init(_ named: Named, _ store: BaseStore) {}
                }
                """,
            impl: """
                import Deli
                open class BaseStore { public init() {} }
                public final class MemoryStore: BaseStore, Component {
                    public override init() {}
                }
                """)
        #expect(
            outcome.diagnostics.map(DiagnosticFormatter.text) == [
                "Sources/App/App.swift:4:11: warning: this extension makes 'BaseStore', and so its subclass "
                    + "'MemoryStore', conform to 'Named', but 'MemoryStore' is a component of 'Impl', whose factory "
                    + "links it only to what 'Impl' declares, so no lookup of 'Named' finds it; declare the "
                    + "conformance in 'Impl', or a type of your own here that wraps it [DELI-W111]\n"
                    + "Sources/Impl/Impl.swift:3:20: note: 'MemoryStore' is declared here",
                "Sources/App/App.swift:6:19: error: no implementation of 'Named', needed by 'UsesNamed' [DELI-E001]\n"
                    + "Sources/App/App.swift:5:13: note: 'UsesNamed' is declared here",
            ])
    }

    /// An extension the component's module can see (its own, of a superclass of a module below it)
    /// links the component.
    @Test func anExtensionOfASuperclassInTheComponentsModuleLinksIt() {
        let outcome = SameNameAcrossModulesTests.run(
            app: """
                import Deli
                import Impl
                import Interfaces
                final class UsesAnalytics: Autowired {
                    required init(_ analytics: Analytics) {}
                }
                """,
            impl: """
                import Deli
                import Interfaces
                open class BaseStore { public init() {} }
                extension BaseStore: Analytics { public func track(_ event: String) {} }
                public final class MemoryStore: BaseStore, Component {
                    public override init() {}
                }
                """)
        #expect(outcome.diagnostics.map(DiagnosticFormatter.text) == [])
    }
}

import Testing

@testable import DeliKit

/// A library's dependency that the app meets with a main-actor component, one `start()` builds, a
/// weak one held by a singleton, or one declared only under `#if`, is a finding of the assembled
/// graph: the app reports it at the library's dependency, as a library's own build cannot.
@Suite struct AssembledConcurrencyTests {
    static func diagnostics(app: String, impl: String) -> [String] {
        SameNameAcrossModulesTests.run(app: app, impl: impl).diagnostics.map(DiagnosticFormatter.text)
    }

    @Test func aLibrarysNonisolatedComponentMetByAMainActorOneIsE018() {
        let impl = """
            import Deli
            @MainActor public protocol Screen: AnyObject {}
            public final class Presenter: Autowired {
                public required init(_ screen: Screen) {}
            }
            """
        let app = "import Deli\nimport Impl\nfinal class HomeScreen: Screen, Component { init() {} }\n"
        #expect(
            Self.diagnostics(app: app, impl: impl) == [
                "Sources/Impl/Impl.swift:4:26: error: 'Presenter' is not isolated to the main actor, but its "
                    + "initialiser needs main-actor 'HomeScreen'; mark 'Presenter' @MainActor, or take 'HomeScreen' "
                    + "lazily (in LazyAutowired's inject(...), or with Inject(HomeScreen.self) from main-actor code) "
                    + "[DELI-E018]\n"
                    + "Sources/App/App.swift:3:13: note: 'HomeScreen' inherits @MainActor from 'Screen'\n"
                    + "note: found where 'App' assembles the app, which links 'Impl'"
            ])
    }

    @Test func aLibrarysAlwaysComponentMetByAStartedOneIsE021() {
        let impl = """
            import Deli
            public protocol Database: AnyObject {}
            public final class Warmup: Autowired {
                public var scope: Scope { .always }
                public required init(_ database: Database) {}
            }
            """
        let app = "import Deli\nimport Impl\nfinal class Remote: Database, Component { init() async {} }\n"
        #expect(
            Self.diagnostics(app: app, impl: impl) == [
                "Sources/Impl/Impl.swift:5:26: error: always 'Warmup' needs 'Remote', which `start()` builds, but "
                    + "loading builds 'Warmup', before start(); make 'Warmup' a singleton, or give it an async "
                    + "initialiser so start() builds it too [DELI-E021]\n"
                    + "Sources/App/App.swift:3:43: note: 'Remote' is built by start()\n"
                    + "note: found where 'App' assembles the app, which links 'Impl'"
            ])
    }

    @Test func aLibrarysSingletonMetByAWeakComponentIsW101() {
        let impl = """
            import Deli
            public protocol Cache: AnyObject {}
            public final class Holder: Autowired {
                public required init(_ cache: Cache) {}
            }
            """
        let app = """
            import Deli
            import Impl
            final class WeakCache: Cache, Component {
                var scope: Scope { .weak }
                init() {}
            }
            """
        #expect(
            Self.diagnostics(app: app, impl: impl) == [
                "Sources/Impl/Impl.swift:4:26: warning: singleton 'Holder' holds weak-scoped 'WeakCache', which then "
                    + "lives as long as 'Holder'; make 'WeakCache' a singleton, or 'Holder' weak or prototype "
                    + "[DELI-W101]\n"
                    + "Sources/App/App.swift:3:13: note: 'WeakCache' is declared weak here\n"
                    + "note: found where 'App' assembles the app, which links 'Impl'"
            ])
    }

    @Test func aLibrarysDependencyTheAppMeetsOnlyUnderIfIsW110() {
        let impl = """
            import Deli
            public protocol Gateway: AnyObject {}
            public final class Checkout: Autowired {
                public required init(_ gateway: Gateway) {}
            }
            """
        let app = """
            import Deli
            import Impl
            #if DEBUG
            final class FakeGateway: Gateway, Component { init() {} }
            #endif
            """
        #expect(
            Self.diagnostics(app: app, impl: impl) == [
                "Sources/Impl/Impl.swift:4:26: warning: 'Gateway' is implemented only under '#if DEBUG', but "
                    + "'Checkout' is compiled without that condition; deli checks every '#if' clause at once and cannot "
                    + "check the builds where it is off; put 'Checkout' under the same condition or provide 'Gateway' "
                    + "in every build [DELI-W110]\n"
                    + "Sources/App/App.swift:4:13: note: 'FakeGateway' is declared here\n"
                    + "note: found where 'App' assembles the app, which links 'Impl'"
            ])
    }

    /// A warning that lies inside the module is its own build's: the app does not repeat it.
    @Test func aWarningInsideTheModuleIsNotRepeatedByTheApp() {
        let impl = """
            import Deli
            public final class Cache: Component {
                public var scope: Scope { .weak }
                public init() {}
            }
            public final class Holder: Autowired {
                public required init(_ cache: Cache) {}
            }
            """
        #expect(Self.diagnostics(app: "import Deli\nimport Impl\n", impl: impl) == [])
    }
}

import Testing

@testable import DeliKit

/// A type of the app and a module's type of the same name are two types: what each is isolated to
/// and which initialisers its extensions add are read from its own declarations, never from the
/// other's (in the package of ``SameNameAcrossModulesTests``).
@Suite struct SameNameDeclarationsAcrossModulesTests {
    private func errors(app: String, impl: String) -> [String] {
        let outcome = SameNameAcrossModulesTests.run(app: app, impl: impl)
        return outcome.diagnostics.filter(\.isError).map(DiagnosticFormatter.text)
    }

    /// An app with a `Clock` of its own, whose `Report` needs `Impl`'s.
    private static let reportOfImplsClock = """
        import Deli
        import Impl
        final class Clock: Component { init() {} }
        final class Report: Autowired {
            required init(_ clock: Impl.Clock) {}
        }
        """

    /// `Impl`'s `Clock` is `@MainActor`, the app's is not: the app's nonisolated `Report` needs the
    /// module's main-actor `Clock`.
    @Test func aModulesTypeIsIsolatedByItsOwnDeclaration() {
        let errors = errors(
            app: Self.reportOfImplsClock,
            impl: """
                import Deli
                @MainActor public final class Clock: Component { public init() {} }
                """)
        #expect(errors.count == 1)
        #expect(errors.first?.contains("'Report' is not isolated to the main actor") == true)
        #expect(errors.first?.contains("[DELI-E018]") == true)
    }

    /// `Impl`'s `Clock` inherits `@MainActor` from its protocol; the app's `Clock` conforms to none.
    @Test func aModulesTypeInheritsItsIsolationThroughItsOwnDeclaration() {
        let errors = errors(
            app: Self.reportOfImplsClock,
            impl: """
                import Deli
                @MainActor public protocol Ticking {}
                public final class Clock: Ticking, Component { public init() {} }
                """)
        #expect(errors.count == 1)
        #expect(errors.first?.contains("'Clock' inherits @MainActor from 'Ticking'") == true)
    }

    /// The app's `Clock` is `@MainActor`, `Impl`'s is not: the app's nonisolated `Report` may need
    /// the module's.
    @Test func theAppsIsolatedTypeDoesNotIsolateTheModulesTypeOfItsName() {
        let errors = errors(
            app: """
                import Deli
                import Impl
                @MainActor final class Clock: Component { init() {} }
                final class Report: Autowired {
                    required init(_ clock: Impl.Clock) {}
                }
                """,
            impl: """
                import Deli
                public final class Clock: Component { public init() {} }
                """)
        #expect(errors == [])
    }

    /// `Impl`'s `Tools` inherits `@MainActor`, so its members are built on the main actor; the
    /// app's `Tools` is another configuration.
    @Test func aModulesConfigurationIsIsolatedByItsOwnDeclaration() {
        let errors = errors(
            app: """
                import Deli
                import Impl
                final class Tools: Configuration {}
                final class Report: Autowired {
                    required init(_ gauge: Gauge) {}
                }
                """,
            impl: """
                import Deli
                @MainActor public protocol Ticking {}
                public final class Gauge { public init() {} }
                public final class Tools: Configuration, Ticking {
                    public let gauge = Config(Gauge.self) { Gauge() }
                }
                """)
        #expect(errors.count == 1)
        #expect(errors.first?.contains("needs main-actor 'Gauge'") == true)
    }

    /// The initialiser in `Impl`'s extension of its `Meter` belongs to that type alone: the app's
    /// `Meter` keeps its one dependency initialiser.
    @Test func anExtensionsInitialiserBelongsToTheTypeOfItsModule() throws {
        let outcome = SameNameAcrossModulesTests.run(
            app: """
                import Deli
                import Impl
                final class Clock: Component { init() {} }
                struct Meter: Autowired {
                    init(_ clock: Clock) {}
                }
                """,
            impl: """
                import Deli
                public final class Formatter: Component { public init() {} }
                public struct Meter: Autowired {}
                extension Meter {
                    public init(_ formatter: Formatter) {}
                }
                """)
        #expect(outcome.diagnostics.map(DiagnosticFormatter.text) == [])
        let graph = try #require(outcome.graph)
        let mine = try #require(graph.components.first { $0.typeName == "Meter" && $0.module == nil })
        #expect(mine.dependencies.map(\.typeName) == ["Clock"])
        let theirs = try #require(graph.components.first { $0.typeName == "Meter" && $0.module == "Impl" })
        #expect(theirs.dependencies.map(\.typeName) == ["Formatter"])
    }
}

import Testing

@testable import DeliKit

/// A library's code sees its own types and those of the modules it links, never the app's above it
/// nor a module beside it that it does not link: a library's dependency on such a type names no type
/// of the sources there (Swift rejects it, or finds another type of the name in a module deli does
/// not read), so no registration answers it.
@Suite struct UnseenDependencyTypeTests {
    @Test func aLibrarysDependencyOnATypeOnlyTheAppDeclaresIsMissing() {
        let outcome = SameNameAcrossModulesTests.run(
            app: """
                import Deli
                import Impl
                final class AppClock: Component { init() {} }
                """,
            impl: """
                import Deli
                public final class Reporter: Autowired {
                    public required init(_ clock: AppClock) {}
                }
                """)
        #expect(
            outcome.diagnostics.map(DiagnosticFormatter.text) == [
                "Sources/Impl/Impl.swift:3:26: error: no implementation of 'AppClock', needed by 'Reporter' "
                    + "[DELI-E001]\n"
                    + "Sources/App/App.swift:3:13: note: 'AppClock' is declared in this target, which the code of "
                    + "module 'Impl' cannot see: a module sees its own types and those of the modules it depends on, "
                    + "never those of the target that links it\n"
                    + "Sources/Impl/Impl.swift:2:20: note: 'Reporter' is declared here\n"
                    + "note: found where 'App' assembles the app, which links 'Impl'"
            ])
    }

    /// An array of a type the library cannot see is no empty array: Swift rejects the library's
    /// parameter as it rejects a single one, in a lookup as in an initialiser.
    @Test func aLibrarysArrayOfATypeOnlyTheAppDeclaresIsMissing() {
        let outcome = SameNameAcrossModulesTests.run(
            app: """
                import Deli
                import Impl
                final class AppClock: Component { init() {} }
                """,
            impl: """
                import Deli
                public final class Reporter: Autowired {
                    public required init(_ clocks: [AppClock]) {}
                }
                public final class Board: Inject {
                    let clocks = Inject([AppClock].self)
                }
                """)
        let note =
            "Sources/App/App.swift:3:13: note: 'AppClock' is declared in this target, which the code of "
            + "module 'Impl' cannot see: a module sees its own types and those of the modules it depends on, "
            + "never those of the target that links it\n"
        #expect(
            outcome.diagnostics.map(DiagnosticFormatter.text) == [
                "Sources/Impl/Impl.swift:3:26: error: no implementation of 'AppClock', needed by 'Reporter' "
                    + "[DELI-E001]\n" + note
                    + "Sources/Impl/Impl.swift:2:20: note: 'Reporter' is declared here\n"
                    + "note: found where 'App' assembles the app, which links 'Impl'",
                "Sources/Impl/Impl.swift:6:18: error: no implementation of 'AppClock', needed by 'Board' [DELI-E001]\n"
                    + note + "note: found where 'App' assembles the app, which links 'Impl'",
            ])
    }

    /// The same type asked for in the app itself is the app's, and met.
    @Test func theAppsOwnDependencyOnItsTypeIsMet() {
        let outcome = SameNameAcrossModulesTests.run(
            app: """
                import Deli
                import Impl
                final class AppClock: Component { init() {} }
                final class Screen: Autowired {
                    required init(_ clock: AppClock) {}
                }
                """,
            impl: "import Deli\n")
        #expect(outcome.diagnostics.map(DiagnosticFormatter.text) == [])
    }

    static let siblings = """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
            name: "Shop",
            dependencies: [.package(url: "https://github.com/example/Deli", from: "0.1.0")],
            targets: [
                .target(
                    name: "Feature", dependencies: [.product(name: "Deli", package: "Deli")],
                    plugins: [.plugin(name: "DeliPlugin", package: "Deli")]),
                .target(
                    name: "Other", dependencies: [.product(name: "Deli", package: "Deli")],
                    plugins: [.plugin(name: "DeliPlugin", package: "Deli")]),
                .executableTarget(
                    name: "App", dependencies: ["Feature", "Other", .product(name: "Deli", package: "Deli")],
                    plugins: [.plugin(name: "DeliPlugin", package: "Deli")]),
            ]
        )
        """

    /// A module beside the library, which its manifest does not link, is as unseen as the app; a
    /// lookup in the library's code is checked the same way.
    @Test func aTypeOfAModuleTheLibraryDoesNotLinkIsMissing() {
        let files = [
            "Package.swift": Self.siblings,
            "deli.yml": "config:\n  App:\n    target: App\n",
            "Sources/Feature/Feature.swift": """
            import Deli
            public final class Search: Autowired {
                public required init(_ index: SearchIndex) {}
            }
            public final class SearchView: Inject {
                let index = Inject(SearchIndex.self)
            }
            """,
            "Sources/Other/Other.swift": """
            import Deli
            public final class SearchIndex: Component { public init() {} }
            """,
            "Sources/App/App.swift": "import Deli\nimport Feature\nimport Other\n",
        ]
        let outcome = DeliPipeline(fileSystem: InMemoryFileSystem(files: files)).run(
            configPath: "deli.yml", targets: ["App"])
        let note =
            "Sources/Other/Other.swift:2:20: note: 'SearchIndex' is declared in module 'Other', which the code of "
            + "module 'Feature' cannot see: a module sees its own types and those of the modules it depends on, "
            + "never those of the target that links it\n"
        #expect(
            outcome.targets[0].diagnostics.map(DiagnosticFormatter.text) == [
                "Sources/Feature/Feature.swift:3:26: error: no implementation of 'SearchIndex', needed by 'Search' "
                    + "[DELI-E001]\n" + note
                    + "Sources/Feature/Feature.swift:2:20: note: 'Search' is declared here\n"
                    + "note: found where 'App' assembles the app, which links 'Feature'",
                "Sources/Feature/Feature.swift:6:17: error: no implementation of 'SearchIndex', needed by 'SearchView' [DELI-E001]\n"
                    + note
                    + "note: found where 'App' assembles the app, which links 'Feature'",
            ])
    }
}

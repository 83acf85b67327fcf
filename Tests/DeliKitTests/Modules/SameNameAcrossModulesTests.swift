import Testing

@testable import DeliKit

/// Two modules that declare a type of the same name declare two types. A dependency means the type
/// of its own module, else the one of a module it can see (never the app above it), and only
/// registrations of that type answer it.
@Suite struct SameNameAcrossModulesTests {
    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
            name: "Shop",
            dependencies: [.package(url: "https://github.com/example/Deli", from: "0.1.0")],
            targets: [
                .target(name: "Interfaces"),
                .target(
                    name: "Impl", dependencies: ["Interfaces", .product(name: "Deli", package: "Deli")],
                    plugins: [.plugin(name: "DeliPlugin", package: "Deli")]),
                .executableTarget(
                    name: "App", dependencies: ["Impl", "Interfaces", .product(name: "Deli", package: "Deli")],
                    plugins: [.plugin(name: "DeliPlugin", package: "Deli")]),
            ]
        )
        """

    static let interfaces = """
        public protocol Analytics: AnyObject { func track(_ event: String) }
        """

    static let impl = """
        import Deli
        import Interfaces
        public final class Formatter: Component { public init() {} }
        public final class Checkout: Autowired {
            public required init(_ analytics: Analytics) {}
        }
        """

    static func run(app: String, impl: String = impl) -> TargetOutcome {
        let files = [
            "Package.swift": manifest,
            "deli.yml": "config:\n  App:\n    target: App\n    properties: application.yml\n",
            "application.yml": "analytics:\n  kind: print\n",
            "Sources/Interfaces/Interfaces.swift": interfaces,
            "Sources/Impl/Impl.swift": impl, "Sources/App/App.swift": app,
        ]
        let outcome = DeliPipeline(fileSystem: InMemoryFileSystem(files: files)).run(
            configPath: "deli.yml", targets: ["App"])
        return outcome.targets[0]
    }

    /// `Formatter` in the app is the app's own; `Impl.Formatter` is another type, not a second candidate.
    @Test func theAppsOwnTypeShadowsAModulesTypeOfTheSameName() throws {
        let outcome = Self.run(
            app: """
                import Deli
                import Impl
                import Interfaces
                final class Formatter: Component { init() {} }
                final class Printer: Autowired {
                    required init(_ formatter: Formatter) {}
                }
                final class ConsoleAnalytics: Analytics, Component {
                    init() {}
                    func track(_ event: String) {}
                }
                """)
        #expect(outcome.diagnostics.map(DiagnosticFormatter.text) == [])
        let factory = try #require(outcome.factorySource)
        #expect(factory.contains("context.resolve(Formatter.self, qualifier: \"\")"))
    }

    /// `Impl.Formatter`, written with the module's name, means the module's type.
    @Test func aModuleQualifiedNameMeansThatModulesType() throws {
        let outcome = Self.run(
            app: """
                import Deli
                import Impl
                final class Formatter: Component { init() {} }
                final class Printer: Autowired {
                    required init(_ mine: Formatter, _ theirs: Impl.Formatter) {}
                }
                """)
        let errors = outcome.diagnostics.filter(\.isError).map(DiagnosticFormatter.text)
        #expect(errors.allSatisfy { $0.contains("'Analytics'") })
        let graph = try #require(outcome.graph)
        let printer = try #require(graph.components.firstIndex { $0.typeName == "Printer" })
        let reached = graph.reachedRegistrations[printer].map { graph.registrations[$0].location?.file }
        #expect(reached.sorted { ($0 ?? "") < ($1 ?? "") } == ["Sources/App/App.swift", "Sources/Impl/Impl.swift"])
    }

    /// A module's component keeps its own conformances and qualifier when the app declares a type of
    /// its name: those of the app's type are not read for it.
    @Test func aModulesComponentKeepsItsConformancesBesideTheAppsTypeOfItsName() throws {
        let outcome = Self.run(
            app: """
                import Deli
                import Impl
                import Interfaces
                final class PrintAnalytics: Component { init() {} }
                final class Report: Autowired {
                    required init(print analytics: Analytics) {}
                }
                """,
            impl: """
                import Deli
                import Interfaces
                public final class Checkout: Component { public init() {} }
                public final class PrintAnalytics: Analytics, Component {
                    public let qualifier: String? = "print"
                    public init() {}
                    public func track(_ event: String) {}
                }
                """)
        #expect(outcome.diagnostics.map(DiagnosticFormatter.text) == [])
        let graph = try #require(outcome.graph)
        let theirs = try #require(graph.components.first { $0.typeName == "PrintAnalytics" && $0.module == "Impl" })
        #expect(theirs.links == ["Analytics"] && theirs.qualifier == "print")
        let mine = try #require(graph.components.first { $0.typeName == "PrintAnalytics" && $0.module == nil })
        #expect(mine.links.isEmpty && mine.qualifier == "")
    }

    /// `Checkout` in `Impl` asks for `Interfaces.Analytics`; the app's own `Analytics` protocol is
    /// another type, so its implementation does not answer (it would not be found at run time).
    @Test func aModulesDependencyIsNotMetByTheAppsTypeOfTheSameName() {
        let outcome = Self.run(
            app: """
                import Deli
                import Impl
                protocol Analytics: AnyObject { func track(_ event: String) }
                final class PrintAnalytics: Analytics, Component {
                    init() {}
                    func track(_ event: String) {}
                }
                """)
        #expect(
            outcome.diagnostics.map(DiagnosticFormatter.text) == [
                "Sources/Impl/Impl.swift:5:26: error: no implementation of 'Analytics', needed by 'Checkout' "
                    + "[DELI-E001]\n"
                    + "Sources/App/App.swift:4:13: note: 'PrintAnalytics' is reachable as the 'Analytics' of this "
                    + "target, another type of the same name; deli tells types of one name apart by the module that "
                    + "declares them, as Swift does\n"
                    + "Sources/Impl/Impl.swift:4:20: note: 'Checkout' is declared here\n"
                    + "note: found where 'App' assembles the app, which links 'Impl': provide it in 'App' or in a "
                    + "module 'App' depends on"
            ])
    }

    /// A qualifier read from a property selects among the registrations of the type the name means
    /// where it is asked, as an unqualified dependency does: the app's own `Analytics` does not
    /// answer `Impl`'s dependency on `Interfaces.Analytics`, whatever qualifier it has.
    @Test func aQualifierReadFromAPropertyKeepsTheModulesMeaningOfTheName() {
        let outcome = Self.run(
            app: """
                import Deli
                import Impl
                protocol Analytics: AnyObject { func track(_ event: String) }
                final class PrintAnalytics: Analytics, Component {
                    let qualifier: String? = "print"
                    init() {}
                    func track(_ event: String) {}
                }
                """,
            impl: """
                import Deli
                import Interfaces
                public final class Checkout: Autowired {
                    public required init(_/*analytics.kind*/ analytics: Analytics) {}
                }
                public final class LogAnalytics: Analytics, Component {
                    public let qualifier: String? = "log"
                    public init() {}
                    public func track(_ event: String) {}
                }
                """)
        #expect(
            outcome.diagnostics.filter(\.isError).map(DiagnosticFormatter.text) == [
                "Sources/Impl/Impl.swift:4:26: error: no implementation of 'Analytics' with qualifier 'print' (the "
                    + "value of 'analytics.kind' in profile 'default'), needed by 'Checkout' [DELI-E001]\n"
                    + "application.yml:2:9: note: 'analytics.kind' is set here\n"
                    + "Sources/Impl/Impl.swift:6:20: note: 'Analytics' is available with qualifier 'log' ('LogAnalytics')\n"
                    + "Sources/App/App.swift:4:13: note: 'PrintAnalytics' is reachable as the 'Analytics' of this "
                    + "target, another type of the same name; deli tells types of one name apart by the module that "
                    + "declares them, as Swift does\n"
                    + "Sources/Impl/Impl.swift:3:20: note: 'Checkout' is declared here\n"
                    + "note: found where 'App' assembles the app, which links 'Impl': provide it in 'App' or in a "
                    + "module 'App' depends on"
            ])
        #expect(outcome.graph?.propertyEdges.isEmpty == true)
    }

    /// `FeatureA` links `Networking` only: its `Client` is `Networking`'s, and `Storage`'s `Client`
    /// (a module beside it, which the app links) is another type, not a second candidate.
    @Test func aModuleDoesNotSeeTheTypeOfAModuleItDoesNotLink() throws {
        let files = [
            "Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "Shop",
                dependencies: [.package(url: "https://github.com/example/Deli", from: "0.1.0")],
                targets: [
                    .target(name: "Networking", dependencies: [.product(name: "Deli", package: "Deli")]),
                    .target(name: "Storage", dependencies: [.product(name: "Deli", package: "Deli")]),
                    .target(name: "FeatureA", dependencies: ["Networking", .product(name: "Deli", package: "Deli")]),
                    .executableTarget(
                        name: "App", dependencies: ["FeatureA", "Storage", .product(name: "Deli", package: "Deli")]),
                ]
            )
            """,
            "deli.yml": """
            config:
              Networking: {target: Networking}
              Storage: {target: Storage}
              FeatureA: {target: FeatureA}
              App: {target: App}
            """,
            "Sources/Networking/N.swift": """
            import Deli
            public protocol Client: AnyObject {}
            public final class NetClient: Client, Component { public init() {} }
            """,
            "Sources/Storage/S.swift": """
            import Deli
            public protocol Client: AnyObject {}
            public final class DiskClient: Client, Component { public init() {} }
            """,
            "Sources/FeatureA/F.swift": """
            import Deli
            import Networking
            public final class Checkout: Autowired {
                public required init(_ client: Client) {}
            }
            """,
            "Sources/App/App.swift": "import Deli\nimport FeatureA\n",
        ]
        let outcome = DeliPipeline(fileSystem: InMemoryFileSystem(files: files)).run(
            configPath: "deli.yml", targets: ["Networking", "Storage", "FeatureA", "App"]
        ).targets[3]
        #expect(outcome.diagnostics.map(DiagnosticFormatter.text) == [])
        let graph = try #require(outcome.graph)
        let checkout = try #require(graph.components.firstIndex { $0.typeName == "Checkout" })
        let reached = graph.reachedRegistrations[checkout].map { graph.registrations[$0].location?.file }
        #expect(reached == ["Sources/Networking/N.swift"])
    }
}

import Testing

@testable import DeliKit

/// Two modules in one configuration: the app is checked against the registrations of Network's
/// resolved file, which keeps qualifiers, links and array-ness.
@Suite struct ResolvedFileTests {
    private static let network = """
        import Deli
        public protocol Client: AnyObject {}
        public final class FastClient: Client, Component {
            public let qualifier: String? = "fast"
            public init() {}
        }
        public final class SlowClient: Client, Component {
            public var qualifier: String? { "slow" }
            public init() {}
        }
        """

    private func run(app: String, resolvedOnDisk: String? = nil) -> PipelineOutcome {
        var files = [
            "deli.yml": """
            target: [Network, App]
            config:
              Network:
                project: Network
                resolve: { output: Network/Deli.resolved }
              App:
                project: App
                dependencies:
                  - path: Network/Deli.resolved
                    import: Network
            """,
            "Network/Client.swift": Self.network,
            "App/App.swift": app,
        ]
        if let resolvedOnDisk { files["Network/Deli.resolved"] = resolvedOnDisk }
        return DeliPipeline(fileSystem: InMemoryFileSystem(files: files)).run(configPath: "deli.yml")
    }

    @Test func qualifiedAndArrayDependenciesAreSatisfiedByTheOtherModule() throws {
        let outcome = run(
            app: """
                import Deli
                import Network
                final class Dashboard: Autowired {
                    required init(fast client: Client, _ all: [Client]) {}
                }
                """)
        #expect(outcome.allDiagnostics.map(DiagnosticFormatter.text) == [])
        let factory = try #require(outcome.targets.last?.factorySource)
        #expect(factory.contains("import Network\n"))
        #expect(factory.contains("fast: context.resolve(Client.self, qualifier: \"fast\"),"))
    }

    @Test func aQualifierTheOtherModuleLacksIsReported() {
        let outcome = run(
            app: """
                import Deli
                final class Dashboard: Autowired {
                    required init(cloud client: Client) {}
                }
                """)
        let messages = outcome.targets.flatMap(\.diagnostics).filter(\.isError).map(\.message)
        #expect(messages == ["no implementation of 'Client' with qualifier 'cloud', needed by 'Dashboard'"])
    }

    @Test func theResolvedFileReadsBackIntoTheSameRegistrations() throws {
        let first = run(app: "final class Nothing {}\n")
        let resolved = try #require(first.targets.first?.resolvedSource)
        var diagnostics: [Diagnostic] = []
        let reader = ResolvedFileReader(fileSystem: InMemoryFileSystem(files: ["N.resolved": resolved]))
        let externals = reader.read(
            ModuleDependency(resolvedFilePath: "N.resolved", imports: ["Network"], location: nil),
            diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        #expect(externals.map(\.qualifier).sorted() == ["fast", "slow"])
        #expect(externals.allSatisfy { $0.module == "Network" && $0.links == ["Client"] })
    }

    @Test func aMalformedResolvedFileIsReportedWithItsLocation() {
        var diagnostics: [Diagnostic] = []
        let reader = ResolvedFileReader(fileSystem: InMemoryFileSystem(files: ["N.resolved": "deli: 99\n"]))
        _ = reader.read(
            ModuleDependency(resolvedFilePath: "N.resolved", imports: [], location: nil), diagnostics: &diagnostics)
        #expect(
            diagnostics.map(DiagnosticFormatter.text) == [
                "N.resolved:1:1: error: 'N.resolved' is not a resolved file written by this version of deli; "
                    + "run 'deli build' for that module again [DELI-C057]"
            ])
    }
}

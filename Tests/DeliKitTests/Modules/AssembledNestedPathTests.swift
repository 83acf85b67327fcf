import Testing

@testable import DeliKit

/// The app's property files are read where the app is assembled: values it writes under a path a
/// library's nested `ConfigProperty` does not read from are `DELI-W112` at the library's field.
@Suite struct AssembledNestedPathTests {
    static let impl = """
        import Deli
        public struct DatabaseConfig: ConfigProperty {
            public let target = "db"
            public let url: String
        }
        public struct LibConfig: ConfigProperty {
            public let target = "lib"
            public let database: DatabaseConfig
        }
        public final class Reader: Autowired {
            public required init(_ config: LibConfig) {}
        }
        """

    @Test func valuesTheAppWritesUnderALibrarysNestedFieldAreW112() {
        let files = [
            "Package.swift": SameNameAcrossModulesTests.manifest,
            "deli.yml": "config:\n  App:\n    target: App\n    properties: application.yml\n",
            "application.yml": "db:\n  url: a\nlib:\n  database:\n    url: b\n",
            "Sources/Interfaces/Interfaces.swift": SameNameAcrossModulesTests.interfaces,
            "Sources/Impl/Impl.swift": Self.impl, "Sources/App/App.swift": "import Deli\nimport Impl\n",
        ]
        let outcome = DeliPipeline(fileSystem: InMemoryFileSystem(files: files)).run(
            configPath: "deli.yml", targets: ["App"])
        #expect(
            outcome.targets[0].diagnostics.map(DiagnosticFormatter.text) == [
                "Sources/Impl/Impl.swift:8:16: warning: field 'database' of ConfigProperty 'LibConfig' is not read "
                    + "from 'lib.database', which profile 'default' defines: 'DatabaseConfig' is built from its own "
                    + "target 'db'; move the values under 'db', or set the target of 'DatabaseConfig' to "
                    + "'lib.database' [DELI-W112]\n"
                    + "application.yml:5:5: note: 'lib.database' is defined here\n"
                    + "note: found where 'App' assembles the app, which links 'Impl'"
            ])
    }
}

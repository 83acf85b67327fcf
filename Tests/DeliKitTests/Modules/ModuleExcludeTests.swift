import Testing

@testable import DeliKit

/// A library's `deli.yml` entry that excludes files leaves them out of its factory, so a target that
/// links the library does not find their components either.
@Suite struct ModuleExcludeTests {
    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
            name: "P",
            dependencies: [.package(url: "https://github.com/example/Deli", from: "0.1.0")],
            targets: [
                .target(name: "FeatureKit", dependencies: [.product(name: "Deli", package: "Deli")]),
                .executableTarget(name: "App", dependencies: ["FeatureKit", .product(name: "Deli", package: "Deli")]),
            ]
        )
        """

    static func files(exclude: String) -> [String: String] {
        [
            "Package.swift": manifest,
            "deli.yml": """
            target: [FeatureKit, App]
            config:
              FeatureKit:
                className: FeatureKitFactory
            \(exclude)
              App:
                className: AppFactory

            """,
            "Sources/FeatureKit/F.swift":
                "import Deli\npublic final class Checkout: Component {\n    public init() {}\n}\n",
            "Sources/FeatureKit/Legacy/L.swift":
                "import Deli\npublic final class LegacyThing: Component {\n    public init() {}\n}\n",
            "Sources/App/main.swift":
                "import Deli\nimport FeatureKit\nfinal class UsesLegacy: Autowired {\n    init(_ l: LegacyThing) {}\n}\n",
        ]
    }

    static func errors(exclude: String) -> [Diagnostic] {
        let disk = InMemoryFileSystem(files: files(exclude: exclude))
        return DeliPipeline(fileSystem: disk).run(configPath: "deli.yml").allDiagnostics.filter(\.isError)
    }

    @Test func anExcludedFileOfALinkedModuleRegistersNothingForTheApp() {
        let errors = Self.errors(exclude: "    exclude: [Sources/FeatureKit/Legacy/**]")
        #expect(errors.map(\.message) == ["no implementation of 'LegacyThing', needed by 'UsesLegacy'"])
        #expect(errors.first?.location == SourceLocation(file: "Sources/App/main.swift", line: 4, column: 10))
    }

    @Test func withoutTheExcludeTheLinkedComponentAnswers() {
        #expect(Self.errors(exclude: "").isEmpty)
        #expect(Self.errors(exclude: "    exclude: [Sources/FeatureKit/Other/**]").isEmpty)
    }
}

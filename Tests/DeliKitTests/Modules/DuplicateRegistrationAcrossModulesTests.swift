import Testing

@testable import DeliKit

/// E004 where the app is assembled: the app registering again a type a module registers is a second
/// registration of that type, reported at the app's whichever folder sorts first; a type of the app
/// that has the name of a module's type is another type, and no duplicate.
@Suite struct DuplicateRegistrationAcrossModulesTests {
    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
            name: "Shop",
            dependencies: [.package(url: "https://github.com/example/Deli", from: "0.1.0")],
            targets: [
                .target(
                    name: "Base", dependencies: [.product(name: "Deli", package: "Deli")],
                    plugins: [.plugin(name: "DeliPlugin", package: "Deli")]),
                .executableTarget(
                    name: "Shop", dependencies: ["Base", .product(name: "Deli", package: "Deli")],
                    plugins: [.plugin(name: "DeliPlugin", package: "Deli")]),
            ]
        )
        """

    static let base = "import Deli\npublic final class Clock: Component { public init() {} }\n"

    /// `Shop` sorts after `Base`: its sources come second.
    static func diagnostics(app: String, base: String = base) -> [String] {
        let files = [
            "Package.swift": manifest, "deli.yml": "config:\n  Shop:\n    target: Shop\n",
            "Sources/Base/Base.swift": base, "Sources/Shop/Shop.swift": app,
        ]
        let outcome = DeliPipeline(fileSystem: InMemoryFileSystem(files: files)).run(
            configPath: "deli.yml", targets: ["Shop"])
        return outcome.targets[0].diagnostics.map(DiagnosticFormatter.text)
    }

    @Test func theAppsOwnTypeOfAModulesNameIsNoDuplicate() {
        let app = """
            import Base
            import Deli
            final class Clock: Component { init() {} }
            final class Screen: Autowired {
                required init(_ clock: Clock, _ base: Base.Clock) {}
            }
            """
        #expect(Self.diagnostics(app: app) == [])
    }

    @Test func theAppRegisteringAModulesTypeAgainIsE004AtTheApp() {
        let app = """
            import Base
            import Deli
            final class Tools: Configuration {
                let clock = Config(Clock.self) { Clock() }
            }
            """
        #expect(
            Self.diagnostics(app: app) == [
                "Sources/Shop/Shop.swift:4:17: error: 'Clock' is already registered without a qualifier; give one "
                    + "of them a qualifier [DELI-E004]\n"
                    + "Sources/Base/Base.swift:2:20: note: first registration here"
            ])
    }

    /// `Base.Clock` is `Clock`, also when another name (`Logger`) is declared in both modules.
    @Test func aModuleQualifiedNameIsTheModulesType() {
        let app = """
            import Base
            import Deli
            final class Logger: Component { init() {} }
            final class Tools: Configuration {
                let clock = Config(Base.Clock.self) { Base.Clock() }
            }
            """
        let diagnostics = Self.diagnostics(app: app, base: Self.base + "public final class Logger {}\n")
        #expect(
            diagnostics == [
                "Sources/Shop/Shop.swift:5:17: error: 'Base.Clock' is already registered without a qualifier; give "
                    + "one of them a qualifier [DELI-E004]\n"
                    + "Sources/Base/Base.swift:2:20: note: first registration here"
            ])
    }

    /// The app's folder sorting before the module's changes nothing.
    @Test func theDuplicateIsTheAppsWhereverItsFilesSort() {
        let outcome = SameNameAcrossModulesTests.run(
            app: "import Deli\nimport Impl\nfinal class Tools: Configuration {\n"
                + "    let formatter = Config(Formatter.self) { Formatter() }\n}\n")
        #expect(
            outcome.diagnostics.map(DiagnosticFormatter.text).filter { $0.contains("E004") } == [
                "Sources/App/App.swift:4:21: error: 'Formatter' is already registered without a qualifier; give "
                    + "one of them a qualifier [DELI-E004]\n"
                    + "Sources/Impl/Impl.swift:3:20: note: first registration here"
            ])
    }
}

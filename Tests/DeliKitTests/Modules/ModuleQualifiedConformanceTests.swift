import Testing

@testable import DeliKit

/// `BridgeLogger: Interfaces.Logger` in an app that declares a `Logger` of its own conforms to the
/// `Logger` of `Interfaces`, as Swift reads it: the module's name written in the conformance says
/// which of the two types of one name it is.
@Suite struct ModuleQualifiedConformanceTests {
    static let bridge = """
        import Deli
        import Interfaces
        final class BridgeLogger: Interfaces.Logger, Component {
            init() {}
            func log(_ line: String) {}
        }

        """

    static let ownLogger = "protocol Logger: AnyObject {\n    func write(_ text: String)\n}\n"

    static func files(app: String) -> [String: String] {
        var files = InterfaceModuleTests.files()
        files["Sources/Impl/ConsoleLogger.swift"] =
            "import Deli\npublic final class Clock: Component {\n    public init() {}\n}\n"
        files["Sources/App/Bridge.swift"] = bridge
        files["Sources/App/Logger.swift"] = ownLogger
        files["Sources/App/Greeter.swift"] = app
        return files
    }

    static func run(app: String) -> PipelineOutcome {
        DeliPipeline(fileSystem: InMemoryFileSystem(files: files(app: app))).run(configPath: "deli.yml")
    }

    @Test func aDependencyOnTheModulesTypeReachesTheConformanceWrittenWithItsName() throws {
        let outcome = Self.run(
            app: "import Deli\nimport Interfaces\nfinal class Greeter: Autowired {\n"
                + "    init(_ logger: Interfaces.Logger) {}\n}\n")
        #expect(outcome.allDiagnostics.filter(\.isError) == [])
        let factory = try #require(InterfaceModuleTests.factory("App", outcome))
        #expect(factory.contains("        .link((any Interfaces.Logger).self)\n"))
        #expect(factory.contains("context.resolve((any Interfaces.Logger).self"))
    }

    @Test func aDependencyOnTheAppsOwnTypeOfThatNameDoesNotReachIt() throws {
        let outcome = Self.run(
            app: "import Deli\nfinal class Greeter: Autowired {\n    init(_ logger: Logger) {}\n}\n")
        let errors = outcome.allDiagnostics.filter(\.isError)
        #expect(errors.map(\.id) == [.missingImplementation])
        #expect(errors.first?.message.hasPrefix("no implementation of 'Logger', needed by 'Greeter'") == true)
        #expect(errors.first?.location == SourceLocation(file: "Sources/App/Greeter.swift", line: 3, column: 10))
    }

    /// `Analytics` in `Interfaces` and in `Impl`: an app file that imports only `Interfaces` means
    /// its `Analytics`, and the factory, which imports both, writes the module's name.
    @Test func aNameTwoModulesDeclareMeansTheOneTheFileImports() throws {
        var files = Self.files(app: "")
        files["Sources/Interfaces/Logger.swift"] = "public protocol Analytics: AnyObject {}\n"
        files["Sources/Impl/ConsoleLogger.swift"] =
            "import Deli\npublic protocol Analytics {}\npublic final class Clock: Component {\n    public init() {}\n}\n"
        files["Sources/App/Bridge.swift"] =
            "import Deli\nimport Interfaces\nfinal class PrintAnalytics: Analytics, Component {\n    init() {}\n}\n"
        files["Sources/App/Greeter.swift"] =
            "import Deli\nimport Interfaces\nfinal class Greeter: Autowired {\n    init(_ analytics: Analytics) {}\n}\n"
        files["Sources/App/Logger.swift"] = nil
        let outcome = DeliPipeline(fileSystem: InMemoryFileSystem(files: files)).run(configPath: "deli.yml")
        #expect(outcome.allDiagnostics.filter(\.isError) == [])
        let factory = try #require(InterfaceModuleTests.factory("App", outcome))
        #expect(factory.contains("import Impl\n") && factory.contains("import Interfaces\n"))
        #expect(factory.contains("        .link((any Interfaces.Analytics).self)\n"))
        #expect(factory.contains("context.resolve((any Interfaces.Analytics).self"))
    }

    /// A factory class named after a linked module's type would hide that type from the app's code.
    @Test func aClassNameOfALinkedModulesTypeIsRefused() {
        var files = InterfaceModuleTests.files()
        files["deli.yml"] = InterfaceModuleTests.config.replacingOccurrences(
            of: "className: AppFactory", with: "className: Logger")
        let outcome = DeliPipeline(fileSystem: InMemoryFileSystem(files: files)).run(configPath: "deli.yml")
        let errors = outcome.allDiagnostics.filter(\.isError)
        #expect(
            errors.map(\.message) == [
                "'className' must not name a type of the linked module 'Interfaces', which the factory class would "
                    + "hide from the target's code; found 'Logger'; choose another name"
            ])
        #expect(errors.first?.location == SourceLocation(file: "deli.yml", line: 8, column: 16))
        #expect(
            errors.first?.notes.first?.location
                == SourceLocation(file: "Sources/Interfaces/Logger.swift", line: 1, column: 17))
    }
}

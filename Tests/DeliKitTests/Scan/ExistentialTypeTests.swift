import Testing

@testable import DeliKit

/// An `Autowired` written for Swift 6 (`any Logger`, `[any Logger]`) depends on `Logger`: the check
/// finds the component linked to it, and the factory resolves `Logger.self`.
@Suite struct ExistentialTypeTests {
    static let sources = """
        import Deli
        protocol Logger: AnyObject {}
        final class ConsoleLogger: Logger, Component {
            init() {}
        }
        final class Greeter: Autowired {
            init(_ logger: any Logger, _ all: [any Logger]) {}
        }

        """

    @Test func anExistentialDependencyIsTheProtocol() throws {
        let files = ["deli.yml": "config:\n  App:\n    target: App\n", "Sources/App/Greeter.swift": Self.sources]
        let outcome = DeliPipeline(fileSystem: InMemoryFileSystem(files: files)).run(configPath: "deli.yml")
        #expect(outcome.allDiagnostics == [])
        let factory = try #require(outcome.targets.first?.factorySource)
        #expect(factory.contains("context.resolve(Logger.self, qualifier: \"\"),\n"))
        #expect(factory.contains("context.resolve([Logger].self, qualifier: \"\")\n"))
    }
}

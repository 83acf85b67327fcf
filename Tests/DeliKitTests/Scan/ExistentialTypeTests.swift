import Testing

@testable import DeliKit

/// An `Autowired` written for Swift 6 (`any Logger`, `[any Logger]`) depends on `Logger`: the check
/// finds the component linked to it, and the factory resolves `(any Logger).self`. So does a lookup
/// written `Inject((any Logger).self)`.
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
        final class Screen: Inject {
            let logger = Inject((any Logger).self)
            let loggers = Inject([any Logger].self)
        }

        """

    @Test func anExistentialDependencyIsTheProtocol() throws {
        let files = ["deli.yml": "config:\n  App:\n    target: App\n", "Sources/App/Greeter.swift": Self.sources]
        let outcome = DeliPipeline(fileSystem: InMemoryFileSystem(files: files)).run(configPath: "deli.yml")
        #expect(outcome.allDiagnostics == [])
        let factory = try #require(outcome.targets.first?.factorySource)
        #expect(factory.contains("context.resolve((any Logger).self, qualifier: \"\"),\n"))
        #expect(factory.contains("context.resolve([any Logger].self, qualifier: \"\")\n"))
    }
}

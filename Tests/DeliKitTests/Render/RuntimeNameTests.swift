import Testing

@testable import DeliKit

/// The generated factory names the runtime's classes through their module, so that an app's own
/// `AppContext`, `ModuleFactory` or `PropertyProfiles` does not hide them.
@Suite struct RuntimeNameTests {
    private static func run(_ app: String) -> PipelineOutcome {
        let files = [
            "deli.yml":
                "target: [App]\nconfig:\n  App:\n    project: .\n    include: [App.swift]\n    properties: [app.yml]\n",
            "app.yml": "name: shop\n",
            "App.swift": app,
        ]
        return DeliPipeline(fileSystem: InMemoryFileSystem(files: files)).run(configPath: "deli.yml")
    }

    @Test func theRuntimesNamesAreModuleQualified() throws {
        let outcome = Self.run(
            """
            import Deli
            final class AppContext {}
            final class ModuleFactory {}
            final class PropertyProfiles {}
            final class Service: Component { init() {} }
            """)
        #expect(outcome.allDiagnostics.map(DiagnosticFormatter.text) == [])
        let factory = try #require(outcome.targets.first?.factorySource)
        #expect(factory.contains("final class DeliFactory: Deli.ModuleFactory {\n"))
        #expect(factory.contains("override func load(context: Deli.AppContext) {\n"))
        #expect(factory.contains("private func registerComponents0(_ context: Deli.AppContext) {\n"))
        #expect(factory.contains("private static func makeProperties() -> Deli.PropertyProfiles {\n"))
        #expect(factory.contains("        Deli.PropertyProfiles(\n"))
        #expect(!factory.contains(": AppContext") && !factory.contains(" ModuleFactory"))
    }
}

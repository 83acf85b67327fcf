import Testing

@testable import DeliKit

/// The generated factory of the fixture project in Tests/DeliGeneratedCodeTests, compared with the
/// committed reference that the DeliGeneratedCodeTests target compiles and runs.
@Suite struct ReferenceTests {
    private let directory = RepositoryPaths.path("Tests/DeliGeneratedCodeTests")

    private func outcome(profile: String? = nil) throws -> TargetOutcome {
        let pipeline = DeliPipeline(fileSystem: LocalFileSystem())
        let result = pipeline.run(
            configPath: directory + "/deli.yml", options: ConfigurationOptions(profile: profile))
        #expect(result.allDiagnostics.map(DiagnosticFormatter.text) == [])
        return try #require(result.targets.first)
    }

    @Test func fixtureFactoryMatchesTheReference() throws {
        let source = try #require(try outcome().factorySource)
        try ReferenceFile.assertMatches(source, reference: directory + "/Reference/FixtureFactory.swift")
    }

    @Test func fixtureResolvedFileMatchesTheReference() throws {
        let source = try #require(try outcome().resolvedSource)
        try ReferenceFile.assertMatches(source, reference: directory + "/Reference/Fixture.resolved")
    }

    /// The factory of a target whose `Package.swift` sets `.defaultIsolation(MainActor.self)`, which
    /// the DeliGeneratedCodeMainActorTests target compiles with that setting and runs.
    @Test func mainActorByDefaultFactoryMatchesTheReference() throws {
        let directory = RepositoryPaths.path("Tests/DeliGeneratedCodeMainActorTests")
        let result = DeliPipeline(fileSystem: LocalFileSystem()).run(
            configPath: directory + "/deli.yml", options: ConfigurationOptions())
        #expect(result.allDiagnostics.map(DiagnosticFormatter.text) == [])
        let source = try #require(result.targets.first?.factorySource)
        #expect(source.contains("\npublic nonisolated final class AppFactory: Deli.ModuleFactory {\n"))
        try ReferenceFile.assertMatches(source, reference: directory + "/Reference/AppFactory.swift")
    }

    @Test func aProfileOptionMakesItTheDefaultAndEveryProfileIsCarried() throws {
        let prod = try #require(try outcome(profile: "prod").factorySource)
        #expect(prod.contains("defaultProfile: \"prod\","))
        #expect(prod.contains("\"url\": \"https://example.com\","))
        #expect(prod.contains("\"url\": \"https://dev.example.com\","))
        let dev = try #require(try outcome().factorySource)
        #expect(dev == prod.replacingOccurrences(of: "defaultProfile: \"prod\",", with: "defaultProfile: \"dev\","))
    }
}

import Testing

@testable import DeliKit

/// Turning a target's default isolation on and off in `Package.swift` builds it again: runs with
/// the caches (scan cache, build records, kept components) give what a cold run gives.
@Suite struct DefaultIsolationEditTests {
    static func manifest(_ isolation: String) -> String {
        "// swift-tools-version: 6.2\nimport PackageDescription\nlet package = Package(name: \"P\", targets: [\n"
            + "    .target(name: \"App\", swiftSettings: [.defaultIsolation(\(isolation))])])\n"
    }

    static let files = [
        "deli.yml": "config:\n  App:\n    project: Pkg\n",
        "Pkg/Package.swift": manifest("nil"),
        "Pkg/Sources/App/Console.swift": IncrementalBuildTests.files["App/Console.swift"]!,
        "Pkg/Sources/App/Consumer.swift": IncrementalBuildTests.files["App/Consumer.swift"]!,
        "Pkg/Sources/App/Logger.swift": IncrementalBuildTests.files["App/Logger.swift"]!,
    ]

    @Test func editingTheSettingBuildsTheFactoryAgain() throws {
        var session = IncrementalBuildTests.Session()
        session.disk = InMemoryFileSystem(files: Self.files)
        let nonisolated = try #require(session.step().0.factorySource)
        #expect(!nonisolated.contains("onMainActor") && nonisolated.contains("\npublic final class DeliFactory"))
        session.write("Pkg/Package.swift", Self.manifest("MainActor.self"))
        let mainActor = try #require(session.step().0.factorySource)
        #expect(mainActor.contains("\npublic nonisolated final class DeliFactory: Deli.ModuleFactory {\n"))
        #expect(mainActor.contains("context.onMainActor(Consumer.self) {"))
        session.write("Pkg/Package.swift", Self.manifest("nil"))
        #expect(session.step().0.factorySource == nonisolated)
    }

    /// Components kept between the runs of one process (`deli watch`) are built again when the
    /// files that are main-actor isolated by default change.
    @Test func keptComponentsFollowTheSetting() {
        let results = ProjectScanner.scan(
            Self.files.filter { $0.key.hasPrefix("Pkg/Sources/") }.map { SourceFile(path: $0.key, text: $0.value) })
        let memo = ComponentMemo()
        for isMainActor in [false, true, false] {
            let kept = GraphBuilder.build(results, mainActorByDefault: isMainActor, externals: [], memo: memo).graph
            let fresh = GraphBuilder.build(results, mainActorByDefault: isMainActor, externals: []).graph
            #expect(kept == fresh)
            #expect(kept.components.map(\.concurrency.isBuiltOnMainActor) == [isMainActor, isMainActor])
        }
    }
}

import Foundation
import Testing

@testable import DeliKit

/// Build records: a run with nothing changed is answered from the record without reading any
/// source; every kind of change (contents, files, configuration, a racy same-size rewrite) runs the
/// pipeline again.
@Suite struct BuildRecordTests {
    private static let config = """
        config:
          App:
            project: App
            properties: [app.yml]
        """
    private static let service = """
        import Deli
        final class Service: Component {}
        """
    private static let consumer = """
        import Deli
        final class Consumer: Autowired {
            required init(_ service: Service) {}
        }
        """
    private static let later: Int64 = 60_000_000_000

    private func project() -> InMemoryFileSystem {
        InMemoryFileSystem(files: [
            "deli.yml": Self.config, "app.yml": "server: { port: 8080 }", "App/Service.swift": Self.service,
            "App/Consumer.swift": Self.consumer,
        ])
    }

    private func run(_ disk: InMemoryFileSystem, records: MemoryRecords) -> (TargetOutcome, reads: [String]) {
        let counting = CountingFileSystem(base: disk)
        let outcome = DeliPipeline(fileSystem: counting, buildRecords: records).run(configPath: "deli.yml")
        #expect(outcome.configurationDiagnostics == [])
        return (outcome.targets[0], counting.sourceReads)
    }

    @Test func anUnchangedTargetIsReplayedWithoutReadingSources() throws {
        var disk = project()
        disk.time = Self.later  // the files were written long before the first run
        let records = MemoryRecords()
        let (first, firstReads) = run(disk, records: records)
        #expect(first.graph != nil && first.componentCount == 2 && firstReads.count == 2)
        let (second, reads) = run(disk, records: records)
        #expect(second.graph == nil)
        #expect(reads == [])
        #expect(second.factorySource == first.factorySource && second.resolvedSource == first.resolvedSource)
        #expect(second.componentCount == 2 && second.diagnostics == first.diagnostics)
    }

    @Test func recentStampsAreVerifiedByTheirContentsAndThenRefreshed() throws {
        var disk = project()
        let records = MemoryRecords()
        _ = run(disk, records: records)
        let (replayed, reads) = run(disk, records: records)
        #expect(replayed.isReplayed && reads.sorted() == ["App/Consumer.swift", "App/Service.swift"])
        #expect(records.saves == 1, "the stamps are still too recent to be trusted: nothing to refresh")
        disk.time = 5_000_000_000
        disk.addFile("App/Service.swift", bytes: Array(Self.service.utf8))  // same contents, new stamp
        _ = run(disk, records: records)
        #expect(records.saves == 2, "Consumer's stamp is old enough now: the record is refreshed")
        let (again, touchedReads) = run(disk, records: records)
        #expect(again.isReplayed && touchedReads == ["App/Service.swift"] && records.saves == 2)
        disk.time += Self.later
        _ = run(disk, records: records)
        #expect(records.saves == 3)
        let (_, laterReads) = run(disk, records: records)
        #expect(laterReads == [], "the refreshed record trusts every stamp")
    }

    @Test func aSameSizeRewriteWithinTheClockTickIsNotTrusted() throws {
        var disk = project()
        let records = MemoryRecords()
        _ = run(disk, records: records)
        let sameSize = Self.service.replacingOccurrences(of: "final class", with: "class      ")
        #expect(sameSize.utf8.count == Self.service.utf8.count)
        disk.addFile("App/Service.swift", bytes: Array(sameSize.utf8))
        let (outcome, _) = run(disk, records: records)
        #expect(outcome.graph != nil, "same stamp, but too recent: the contents were compared")
    }

    @Test func everyKindOfChangeRunsThePipelineAgain() throws {
        let base = project()
        let changes: [(String, (inout InMemoryFileSystem) -> Void)] = [
            ("edited source", { $0.addFile("App/Service.swift", bytes: Array((Self.service + "\n").utf8)) }),
            ("new source", { $0.addFile("App/Extra.swift", bytes: Array("struct Extra {}".utf8)) }),
            (
                "changed property",
                {
                    $0.addFile("app.yml", bytes: Array("server: { port: 9090 }".utf8))
                }
            ),
        ]
        for (name, change) in changes {
            var disk = base
            let records = MemoryRecords()
            _ = run(disk, records: records)
            disk.time = Self.later
            change(&disk)
            disk.time += Self.later
            let (outcome, _) = run(disk, records: records)
            #expect(outcome.graph != nil, "\(name)")
        }
    }

    @Test func failedChecksAreReplayedWithTheirDiagnostics() throws {
        var disk = InMemoryFileSystem(files: [
            "deli.yml": Self.config, "app.yml": "server: { port: 8080 }", "App/Consumer.swift": Self.consumer,
        ])
        disk.time = Self.later
        let records = MemoryRecords()
        let (first, _) = run(disk, records: records)
        #expect(first.hasErrors && first.factorySource == nil)
        let (second, reads) = run(disk, records: records)
        #expect(reads == [] && second.diagnostics == first.diagnostics && second.hasErrors)
    }

    /// A module several targets depend on is read once per run for all its dependents (App
    /// and Admin here, checked before it), plus once when it is checked as a target itself.
    @Test func aLibraryIsReadOncePerRunHoweverManyTargetsDependOnIt() {
        var files = MultiModuleTests.files(
            config: "target: [App, Admin, Core]\nconfig:\n  Core:\n    target: Core\n    className: CoreFactory\n"
                + "  App:\n    target: App\n  Admin:\n    target: Admin\n    className: AdminFactory\n",
            manifest: MultiModuleTests.manifest.replacingOccurrences(
                of: ".executableTarget(",
                with: ".target(name: \"Admin\", dependencies: [\"Core\", \"Deli\"], "
                    + "plugins: [.plugin(name: \"DeliPlugin\", package: \"Deli\")]),\n        .executableTarget("))
        files["Sources/Admin/Admin.swift"] = MultiModuleTests.app.replacingOccurrences(of: "Checkout", with: "Refund")
        let counting = CountingFileSystem(base: InMemoryFileSystem(files: files))
        let outcome = DeliPipeline(fileSystem: counting).run(configPath: "deli.yml")
        #expect(outcome.allDiagnostics == [])
        #expect(outcome.targets.map(\.target.name) == ["App", "Admin", "Core"])
        #expect(counting.sourceReads.filter { $0 == "Sources/Core/Core.swift" }.count == 2)
    }

    @Test func aLibraryAnsweredFromItsRecordIsNotReadAgainForTheAppAboveIt() {
        var disk = InMemoryFileSystem(files: MultiModuleTests.files())
        disk.time = Self.later
        let records = MemoryRecords()
        let modules = MemoryModuleStore()
        let first = CountingFileSystem(base: disk)
        let cold = DeliPipeline(fileSystem: first, buildRecords: records, moduleStore: modules).run(
            configPath: "deli.yml")
        let sources = { (fileSystem: CountingFileSystem) in fileSystem.sourceReads.filter { $0.hasPrefix("Sources/") } }
        #expect(cold.allDiagnostics == [])
        // Core is read as a target, and as a module of App (its graph is checked with App's).
        #expect(
            sources(first).sorted() == ["Sources/App/App.swift", "Sources/Core/Core.swift", "Sources/Core/Core.swift"])
        let second = CountingFileSystem(base: disk)
        let warm = DeliPipeline(fileSystem: second, buildRecords: records, moduleStore: modules).run(
            configPath: "deli.yml")
        #expect(warm.targets.map(\.isReplayed) == [true, true])
        #expect(sources(second) == [])
        // The manifest is read once per target: for its sources folder and its dependency modules alike.
        #expect(second.sourceReads.filter { $0 == "Package.swift" }.count == 2)
    }
}

import Testing

@testable import DeliKit

/// Separate runs for the targets of one package (as the build plugin makes them, each in its own
/// process) share a module cache: a dependency module is scanned once, and a module none of whose
/// files changed is neither read nor checked again.
@Suite struct ModuleCacheTests {
    private static let minute: Int64 = 60_000_000_000

    /// Runs the App target alone, with Core passed as a dependency target (like the plugin), its own
    /// caches and the shared module cache; returns the outcome and the Swift files read.
    private func runApp(_ disk: InMemoryFileSystem, own: MemoryScanCache, modules: MemoryModuleStore)
        -> (TargetOutcome, [String])
    {
        let counting = CountingFileSystem(base: disk)
        let options = ConfigurationOptions(dependencyTargets: [(name: "Core", directory: "Sources/Core")])
        let outcome = DeliPipeline(
            fileSystem: counting, scanCache: own, buildRecords: MemoryRecords(), moduleStore: modules
        ).run(configPath: "deli.yml", options: options, targets: ["App"])
        #expect(outcome.allDiagnostics == [])
        return (outcome.targets[0], counting.sourceReads.filter { $0.hasPrefix("Sources/") }.sorted())
    }

    @Test func aModuleIsScannedOnceForEveryTargetThatDependsOnIt() {
        var disk = InMemoryFileSystem(files: MultiModuleTests.files())
        let modules = MemoryModuleStore()
        disk.time += Self.minute
        let (first, firstReads) = runApp(disk, own: MemoryScanCache(), modules: modules)
        #expect(firstReads == ["Sources/App/App.swift", "Sources/Core/Core.swift"])
        #expect(modules.summary(of: "Core")?.registrations.count == 2)
        // Another target's process (its own caches) finds Core in the shared module cache.
        let (second, secondReads) = runApp(disk, own: MemoryScanCache(), modules: modules)
        #expect(secondReads == ["Sources/App/App.swift"])
        #expect(second.factorySource == first.factorySource)
    }

    @Test func anEditInsideTheModuleReadsOnlyThatFileAndKeepsItsRegistrations() {
        var disk = InMemoryFileSystem(files: MultiModuleTests.files())
        let modules = MemoryModuleStore()
        disk.time += Self.minute
        _ = runApp(disk, own: MemoryScanCache(), modules: modules)
        disk.addFile("Sources/Core/Core.swift", bytes: Array(("// edited\n" + MultiModuleTests.core).utf8))
        disk.time += Self.minute
        let (outcome, reads) = runApp(disk, own: MemoryScanCache(), modules: modules)
        // Core.swift is read to compare it with the summary, then once more to scan it; Core's
        // other files (none here) would only be `stat`ed.
        #expect(reads == ["Sources/App/App.swift", "Sources/Core/Core.swift", "Sources/Core/Core.swift"])
        // A body edit keeps Core's declarations: the summary is reused without checking Core's graph.
        #expect(modules.summary(of: "Core")?.registrations.count == 2)
        disk.time += Self.minute
        let (_, settled) = runApp(disk, own: MemoryScanCache(), modules: modules)
        #expect(settled == ["Sources/App/App.swift"], "the edited file's stamp is trusted by now")
        #expect(outcome.factorySource?.contains("CoreFactory") == true)
        let renamed = MultiModuleTests.core.replacingOccurrences(of: "EmailNotifier", with: "SmsNotifier")
        disk.addFile("Sources/Core/Core.swift", bytes: Array(renamed.utf8))
        disk.time += Self.minute
        _ = runApp(disk, own: MemoryScanCache(), modules: modules)
        let links = modules.summary(of: "Core")?.registrations.map(\.typeName).sorted()
        #expect(links == ["SmsNotifier", "StripeGateway"])
    }
}

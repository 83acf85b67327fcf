import Deli
import DeliServiceLifecycle
import ServiceLifecycle
import Testing

/// `runServices()` as a server's entry point: it waits for a shutdown signal even without any
/// `Service`, and builds main-actor services on the main actor.
@Suite struct RunServicesTests {
    typealias Journal = ServiceGroupTests.Journal
    typealias Pool = ServiceGroupTests.Pool

    @MainActor
    final class StatusBoard: Service {
        let journal: Journal
        init(_ journal: Journal) { self.journal = journal }
        nonisolated func run() async throws { journal.add("run board") }
    }

    @Test func withoutAServiceItRunsUntilTheGroupEnds() async throws {
        let journal = Journal()
        let module = ModuleFactory()
        module.register(Pool.self) { Pool(journal) }.link((any Lifecycle).self)
        let context = AppContext().load(module)
        let run = Task { try await context.runServices(gracefulShutdownSignals: []) }
        try await Task.sleep(for: .milliseconds(300))
        #expect(journal.all == ["open pool"])
        run.cancel()
        try await run.value
        #expect(journal.all == ["open pool", "close pool"])
    }

    /// Called from code that is not on the main actor.
    @Test func aMainActorServiceIsBuiltOnTheMainActor() async throws {
        let journal = Journal()
        let context = AppContext()
        let module = ModuleFactory()
        module.register(Pool.self) { Pool(journal) }.link((any Lifecycle).self)
        module.register(StatusBoard.self) {
            context.onMainActor(StatusBoard.self) { StatusBoard(journal) }
        }.isolatedToMainActor()
        context.load(module)
        try await context.runServices(gracefulShutdownSignals: [])
        #expect(journal.all == ["open pool", "run board", "close pool"])
    }
}

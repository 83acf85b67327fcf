import Deli
import Synchronization
import Testing

/// A throwing initialiser run by `start()`: once per `start()`, however many components need it.
@Suite struct StartFailureTests {
    struct Refused: Error, CustomStringConvertible {
        var description: String { "connection refused" }
    }

    /// Counts the attempts to build the database; throws while `failing` is set.
    final class Attempts: Sendable {
        private let state = Mutex((count: 0, failing: true))
        var count: Int { state.withLock { $0.count } }
        func stopFailing() { state.withLock { $0.failing = false } }
        func attempt() throws {
            let failing = state.withLock { state in
                state.count += 1
                return state.failing
            }
            if failing { throw Refused() }
        }
    }

    final class Database {
        init(_ attempts: Attempts) async throws {
            try attempts.attempt()
        }
    }
    final class Indexer {
        let database: Database
        init(_ database: Database) async { self.database = database }
    }

    /// The database, and five started components that need it and ask for it only once its first
    /// build has thrown.
    private static func context(_ attempts: Attempts) -> AppContext {
        let context = AppContext()
        let module = ModuleFactory()
        module.registerAsync(Database.self) { try await Database(attempts) }
        for index in 0..<5 {
            module.registerAsync(
                Indexer.self,
                resolver: {
                    try await Task.sleep(for: .milliseconds(50))
                    try await context.awaitStarted(Database.self, qualifier: "")
                    return await Indexer(context.resolve(Database.self, qualifier: ""))
                }, qualifier: "indexer\(index)")
        }
        return context.load(module)
    }

    @Test func aThrowingInitialiserRunsOncePerStartAndAgainInTheNextStart() async throws {
        let attempts = Attempts()
        let context = Self.context(attempts)
        await #expect(throws: ComponentBuildError.self) { try await context.start() }
        #expect(attempts.count == 1)
        attempts.stopFailing()
        try await context.start()
        #expect(attempts.count == 2)
        let database = try #require(context.get(Database.self))
        #expect(context.get(Indexer.self, qualifier: "indexer4")?.database === database)
    }
}

import Deli
import Synchronization
import Testing

/// Components built by `start()`: `async` and throwing initialisers, other global actors.
@Suite struct StartTests {
    struct Refused: Error, CustomStringConvertible {
        var description: String { "connection refused" }
    }

    /// Counts how often each initialiser ran.
    final class Builds: Sendable {
        private let counts = Mutex<[String: Int]>([:])
        func add(_ name: String) { counts.withLock { $0[name, default: 0] += 1 } }
        subscript(name: String) -> Int { counts.withLock { $0[name] ?? 0 } }
    }

    final class Database {
        init(_ builds: Builds, failing: Bool) async throws {
            await Task.yield()
            if failing { throw Refused() }
            builds.add("Database")
        }
    }
    final class Settings {
        init(_ builds: Builds) throws { builds.add("Settings") }
    }
    /// Synchronous, but needs the database.
    final class Repository {
        let database: Database
        init(_ database: Database) { self.database = database }
    }
    /// Asynchronous, and needs the database through the repository.
    final class Indexer {
        let repository: Repository
        init(_ repository: Repository) async { self.repository = repository }
    }

    private static func context(_ builds: Builds, failing: Bool = false) -> AppContext {
        let context = AppContext()
        return context.load(module(builds, context: context, failing: failing))
    }

    /// A module filled by hand (its registrations stay when it is unloaded).
    private static func module(_ builds: Builds, context: AppContext, failing: Bool = false) -> ModuleFactory {
        let module = ModuleFactory()
        module.registerAsync(Indexer.self) {
            try await context.awaitStarted(Database.self, qualifier: "")
            return await Indexer(context.resolve(Repository.self, qualifier: ""))
        }
        module.register(Repository.self) { Repository(context.resolve(Database.self, qualifier: "")) }
        module.registerAsync(Database.self) { try await Database(builds, failing: failing) }
        module.registerAsync(Settings.self) { try Settings(builds) }
        return module
    }

    /// Registers in `load(context:)`, as a generated factory does.
    final class GeneratedStyle: ModuleFactory {
        static let builds = Builds()
        override func load(context: AppContext) {
            registerAsync(Settings.self) { try Settings(Self.builds) }
        }
    }

    @Test func startBuildsEachOnceAndLookupsThenReturnThem() async throws {
        let builds = Builds()
        let context = Self.context(builds)
        async let first: Void = context.start()
        async let second: Void = context.start()
        _ = try await (first, second)
        #expect(builds["Database"] == 1 && builds["Settings"] == 1)
        let indexer = try #require(context.get(Indexer.self))
        #expect(indexer.repository === context.get(Repository.self))
        #expect(context.get(Repository.self)?.database === context.get(Database.self))
    }

    @Test func aThrowingInitialiserStopsStartWithTheChainAndTheError() async throws {
        let context = Self.context(Builds(), failing: true)
        let thrown = await #expect(throws: ComponentBuildError.self) { try await context.start() }
        let error = try #require(thrown)
        #expect(error.underlying is Refused)
        // Whichever build reached the database first reports it: `start()` itself, or the indexer.
        let possible = [
            "Deli: could not build 'Database': connection refused",
            "Deli: could not build 'Database' (needed by 'Indexer' → 'Database'): connection refused",
        ]
        #expect(possible.contains(error.description))
        #expect(error.component == "Database")
    }

    @Test func aLookupBeforeStartNamesTheComponentAndWhatToCall() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let context = AppContext()
            let module = ModuleFactory()
            module.register(Repository.self) { Repository(context.resolve(Database.self, qualifier: "")) }
            module.registerAsync(Database.self) { try await Database(Builds(), failing: false) }
            _ = context.load(module).get(Repository.self)
        }
        let expected = """
            Deli: 'Database' (needed by 'Repository') is built by `try await context.start()`, because its \
            initialiser is async, throws or runs on another actor, and start() has not built it yet.
            Fix: call `try await context.start()` after loading the factories and before asking for 'Database' \
            or anything that needs it.
            """
        let printed = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(printed.contains(expected))
    }

    @Test func startAfterResetBuildsTheStartedComponentsAgain() async throws {
        let builds = Builds()
        let context = Self.context(builds)
        try await context.start()
        let database = try #require(context.get(Database.self))
        context.reset()
        try await context.start()
        #expect(builds["Database"] == 2 && builds["Settings"] == 2)
        let rebuilt = try #require(context.get(Database.self))
        #expect(rebuilt !== database)
        #expect(context.get(Indexer.self)?.repository.database === rebuilt)
    }

    @Test func startAfterUnloadAndLoadBuildsTheStartedComponentsAgain() async throws {
        let builds = Builds()
        let context = AppContext()
        let module = Self.module(builds, context: context)
        try await context.load(module).start()
        context.unload(module)
        try await context.load(module).start()
        #expect(builds["Database"] == 2 && builds["Settings"] == 2)
        #expect(context.get(Indexer.self)?.repository.database === context.get(Database.self))
        context.unloadAll()
        try await context.load([GeneratedStyle.self]).start()
        context.unloadAll()
        try await context.load([GeneratedStyle.self]).start()
        #expect(GeneratedStyle.builds["Settings"] == 2)
        #expect(context.get(Settings.self) != nil)
    }
}

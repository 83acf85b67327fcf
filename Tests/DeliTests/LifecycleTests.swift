import Deli
import Synchronization
import Testing

/// `start()` and `shutdown()`: hooks in dependency order, each once, failures reported.
@Suite struct LifecycleTests {
    struct Refused: Error, CustomStringConvertible {
        var description: String { "refused" }
    }

    /// What the hooks did, in order.
    final class Journal: Sendable {
        private let lines = Mutex<[String]>([])
        func add(_ line: String) { lines.withLock { $0.append(line) } }
        var all: [String] { lines.withLock { $0 } }
    }

    class Part: Lifecycle {
        let journal: Journal
        let failing: Set<String>
        init(_ journal: Journal, failing: Set<String>) {
            self.journal = journal
            self.failing = failing
        }
        var name: String { String(describing: type(of: self)) }
        func start() async throws {
            if failing.contains("start") { throw Refused() }
            journal.add("start \(name)")
        }
        func stop() async throws {
            journal.add("stop \(name)")
            if failing.contains("stop") { throw Refused() }
        }
    }
    final class Pool: Part {}
    final class Cache: Part {}
    final class Server: Part {}
    final class Quiet: Lifecycle {}
    /// Built by `start()`: its resolver is `async`.
    final class Store: Part {}

    /// Server needs Cache, Cache needs Pool; registered in the opposite order of their needs.
    private static func context(_ journal: Journal, failing: [String: Set<String>] = [:]) -> AppContext {
        let module = ModuleFactory()
        let context = AppContext()
        func fails(_ name: String) -> Set<String> { failing[name] ?? [] }
        module.register(Server.self) {
            _ = context.resolve(Cache.self, qualifier: "")
            return Server(journal, failing: fails("Server"))
        }.link(Lifecycle.self)
        module.register(Cache.self) {
            _ = context.resolve(Pool.self, qualifier: "")
            return Cache(journal, failing: fails("Cache"))
        }.link(Lifecycle.self)
        // Not linked: found because its type conforms to `Lifecycle`.
        module.register(Pool.self) { Pool(journal, failing: fails("Pool")) }
        module.register(Quiet.self) { Quiet() }.link(Lifecycle.self)
        return context.load(module)
    }

    @Test func startsInDependencyOrderAndStopsInReverseEachOnce() async throws {
        let journal = Journal()
        let context = Self.context(journal)
        try await context.start()
        try await context.start()
        #expect(journal.all == ["start Pool", "start Cache", "start Server"])
        try await context.shutdown()
        try await context.shutdown()
        #expect(journal.all.suffix(3) == ["stop Server", "stop Cache", "stop Pool"])
        #expect(journal.all.count == 6)
    }

    @Test func aComponentBuiltEarlierStillStartsBeforeItsDependents() async throws {
        let journal = Journal()
        let context = Self.context(journal)
        _ = context.get(Server.self)
        try await context.start()
        #expect(journal.all == ["start Pool", "start Cache", "start Server"])
    }

    @Test func aFailedStartStopsWhatStartedAndNamesTheComponent() async throws {
        let journal = Journal()
        let context = Self.context(journal, failing: ["Cache": ["start"]])
        let error = await #expect(throws: LifecycleError.self) { try await context.start() }
        #expect(
            error?.description == "Deli: 'Cache' failed to start: refused (the components already started were stopped)"
        )
        #expect(error?.failures.first?.error is Refused)
        #expect(journal.all == ["start Pool", "stop Pool"])
        try await context.shutdown()
        #expect(journal.all == ["start Pool", "stop Pool"])
    }

    @Test func aFailedStopIsReportedAndTheOthersStillStop() async throws {
        let journal = Journal()
        let context = Self.context(journal, failing: ["Cache": ["stop"], "Server": ["stop"]])
        try await context.start()
        let error = await #expect(throws: LifecycleError.self) { try await context.shutdown() }
        #expect(error?.description == "Deli: 'Server' failed to stop: refused\nDeli: 'Cache' failed to stop: refused")
        #expect(journal.all.suffix(3) == ["stop Server", "stop Cache", "stop Pool"])
    }

    @Test func onlySingletonsOfEveryPriorityTakePart() async throws {
        let journal = Journal()
        let context = Self.context(journal)
        let mocks = ModuleFactory()
        mocks.register(Server.self, resolver: { Server(journal, failing: []) }, qualifier: "mock", scope: .prototype)
            .link(Lifecycle.self)
        context.load(mocks, priority: .high)
        let order = context.inDependencyOrder((any Lifecycle).self) { $0 is any Lifecycle.Type }
        #expect(order.map { String(describing: type(of: $0)) } == ["Pool", "Cache", "Server", "Quiet"])
        let linkedOnly = context.inDependencyOrder((any Lifecycle).self)
        #expect(linkedOnly.map { String(describing: type(of: $0)) } == ["Cache", "Server", "Quiet"])
    }

    /// `reset()` stops nothing: `start()` then builds and starts new instances, and `shutdown()`
    /// stops them, then the ones started before the reset (which the app may still hold).
    @Test func startAfterResetStartsNewInstancesAndShutdownStopsNewThenOld() async throws {
        let journal = Journal()
        let context = AppContext()
        let module = ModuleFactory()
        module.registerAsync(Store.self) {
            await Task.yield()
            return Store(journal, failing: [])
        }
        module.register(Pool.self) { Pool(journal, failing: []) }
        try await context.load(module).start()
        let store = try #require(context.get(Store.self))
        context.reset()
        try await context.start()
        #expect(context.get(Store.self) !== store)
        #expect(journal.all == ["start Store", "start Pool", "start Store", "start Pool"])
        try await context.shutdown()
        #expect(journal.all.suffix(4) == ["stop Pool", "stop Store", "stop Pool", "stop Store"])
        #expect(journal.all.count == 8)
    }

    @Test func shutdownAfterResetStopsTheComponentsStartedBeforeIt() async throws {
        let journal = Journal()
        let context = Self.context(journal)
        try await context.start()
        context.reset()
        try await context.shutdown()
        #expect(journal.all.suffix(3) == ["stop Server", "stop Cache", "stop Pool"])
        try await context.start()
        #expect(journal.all.suffix(3) == ["start Pool", "start Cache", "start Server"])
    }
}

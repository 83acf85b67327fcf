import Deli
import DeliServiceLifecycle
import Logging
import ServiceLifecycle
import Synchronization
import Testing

/// The bridge: `Service` components in dependency order, between the start and stop hooks.
@Suite struct ServiceGroupTests {
    final class Journal: Sendable {
        private let lines = Mutex<[String]>([])
        func add(_ line: String) { lines.withLock { $0.append(line) } }
        var all: [String] { lines.withLock { $0 } }
    }

    final class Pool: Lifecycle, Sendable {
        let journal: Journal
        init(_ journal: Journal) { self.journal = journal }
        func start() async throws { journal.add("open pool") }
        func stop() async throws { journal.add("close pool") }
    }

    /// Runs until the group shuts down gracefully, then logs that it stopped.
    final class Worker: Service, Sendable {
        let name: String
        let journal: Journal
        init(_ name: String, _ journal: Journal) {
            self.name = name
            self.journal = journal
        }
        func run() async throws {
            journal.add("run \(name)")
            try await gracefulShutdown()
            journal.add("stop \(name)")
        }
    }

    /// Returns at once, which shuts the group down gracefully.
    final class OneShot: Service, Sendable {
        let journal: Journal
        init(_ journal: Journal, _ worker: Worker) { self.journal = journal }
        func run() async throws { journal.add("run OneShot") }
    }

    private static func context(_ journal: Journal) -> AppContext {
        let context = AppContext()
        let module = ModuleFactory()
        module.register(OneShot.self) {
            OneShot(journal, context.resolve(Worker.self, qualifier: ""))
        }.link((any Service).self)
        // Not linked: found because its type conforms to `Service`.
        module.register(Worker.self) {
            _ = context.resolve(Pool.self, qualifier: "")
            return Worker("http", journal)
        }
        module.register(Pool.self) { Pool(journal) }.link((any Lifecycle).self)
        return context.load(module)
    }

    @Test func servicesRunInDependencyOrderBetweenTheHooks() async throws {
        let journal = Journal()
        let context = Self.context(journal)
        try await context.runServices(gracefulShutdownSignals: [])
        let lines = journal.all
        #expect(lines.first == "open pool")
        #expect(lines.last == "close pool")
        #expect(lines.contains("run http") && lines.contains("run OneShot"))
        #expect(lines.firstIndex(of: "stop http")! > lines.firstIndex(of: "run OneShot")!)
    }

    @Test func theGroupListsServicesAfterWhatTheyWereBuiltWith() {
        let context = Self.context(Journal())
        let services = context.inDependencyOrder((any Service).self) { $0 is any Service.Type }
        let names = services.map { String(describing: type(of: $0)) }
        #expect(names == ["Worker", "OneShot"])
        _ = context.serviceGroup(logger: Logger(label: "test"))
    }

    @Test func aServiceThatFailsStillStopsTheHooks() async throws {
        struct Broken: Error {}
        final class Failing: Service, Sendable {
            func run() async throws { throw Broken() }
        }
        let journal = Journal()
        let context = Self.context(journal)
        let extra = ModuleFactory()
        extra.register(Failing.self) { Failing() }.link((any Service).self)
        context.load(extra)
        await #expect(throws: (any Error).self) { try await context.runServices(gracefulShutdownSignals: []) }
        #expect(journal.all.first == "open pool" && journal.all.last == "close pool")
    }
}

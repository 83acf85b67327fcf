import Deli
import Hummingbird
import HummingbirdTesting
import ServiceLifecycle
import Testing

@testable import ServerApp

/// The handlers answer with services from Deli components; each test builds its own context with
/// its own environment, so the process environment does not leak in.
@Suite struct ServerAppTests {
    /// A store the tests control, loaded at `.high` to override the profile's store.
    final class RecordingStore: NoteStore, @unchecked Sendable {
        let kind = "recording"
        var notes: [String] = []

        func add(_ note: String) -> Int {
            notes.append(note)
            return notes.count
        }

        func all() -> [String] { notes }
    }

    /// The server application of a started context (the storage pool is open).
    private func application(_ environment: [String: String], mocks: ModuleFactory? = nil) async throws
        -> (app: ServerApplication, profiles: [String])
    {
        let context = AppContext(environment: environment).load([ServerAppFactory.self])
        if let mocks { context.load(mocks, priority: .high) }
        try await context.start()
        let app = try #require(context.get(ServerApplication.self))
        return (app, context.activeProfiles(of: ServerAppFactory.self))
    }

    private func text(_ response: TestResponse) -> String {
        String(buffer: response.body)
    }

    @Test func devProfileGreetsAndKeepsNotesInMemory() async throws {
        let (server, profiles) = try await application([:])
        #expect(profiles == ["dev"])
        #expect(server.settings.port == 8080)
        let app = Application(router: server.router(profiles: profiles))
        try await app.test(.router) { client in
            try await client.execute(uri: "/hello?name=Ada", method: .get) { #expect(self.text($0) == "Hello, Ada!") }
            try await client.execute(uri: "/notes", method: .post, body: ByteBuffer(string: "milk")) {
                #expect(self.text($0) == "stored note 1 in memory")
            }
            try await client.execute(uri: "/health", method: .get) {
                #expect(self.text($0) == "ok profiles=dev storage=memory")
            }
        }
    }

    @Test func prodProfileAndOverridesComeFromTheEnvironment() async throws {
        let (server, profiles) = try await application([
            "DELI_PROFILE": "prod", "SERVER_PORT": "9090", "GREETING_TEXT": "Good day",
        ])
        #expect(profiles == ["prod"])
        #expect(server.settings.port == 9090)
        #expect(server.greeter.greet("Ada") == "Good day, Ada.")
        #expect(server.notes.store.kind == "file")
    }

    @Test func aHighPriorityMockReplacesTheStore() async throws {
        let store = RecordingStore()
        let mocks = ModuleFactory()
        mocks.register(NoteStore.self, resolver: { store }, qualifier: "memory")
        let (server, profiles) = try await application([:], mocks: mocks)
        let app = Application(router: server.router(profiles: profiles))
        try await app.test(.router) { client in
            try await client.execute(uri: "/notes", method: .post, body: ByteBuffer(string: "tea")) {
                #expect(self.text($0) == "stored note 1 in recording")
            }
            try await client.execute(uri: "/notes", method: .get) { #expect(self.text($0) == "tea") }
        }
        #expect(store.notes == ["tea"])
    }

    @Test func theStoragePoolOpensAtStartAndClosesAtShutdown() async throws {
        let context = AppContext(environment: [:]).load([ServerAppFactory.self])
        try await context.start()  // builds the pool (its initialiser is async throws), then opens it
        let notes = try #require(context.get(NoteService.self))
        #expect(try notes.add("on time") == "stored note 1 in memory")
        try await context.shutdown()
        #expect(throws: StorageClosed.self) { try notes.add("late") }
    }

    /// Found by what their types conform to: the group runs the HTTP server, and the hooks around it
    /// open and close the pool.
    @Test func theHTTPServerIsTheServiceAndThePoolTheLifecycle() async throws {
        let context = AppContext(environment: [:]).load([ServerAppFactory.self])
        try await context.start()
        let services = context.inDependencyOrder((any Service).self) { $0 is any Service.Type }
        let lifecycles = context.inDependencyOrder((any Lifecycle).self) { $0 is any Lifecycle.Type }
        #expect(services.map { String(describing: type(of: $0)) } == ["HTTPServer"])
        #expect(lifecycles.map { String(describing: type(of: $0)) } == ["StoragePool"])
    }
}

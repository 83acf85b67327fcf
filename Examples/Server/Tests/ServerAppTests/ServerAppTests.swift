import Deli
import Hummingbird
import HummingbirdTesting
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

    private func application(_ environment: [String: String], mocks: ModuleFactory? = nil) throws
        -> (app: ServerApplication, profiles: [String])
    {
        let context = AppContext(environment: environment).load([ServerAppFactory.self])
        if let mocks { context.load(mocks, priority: .high) }
        let app = try #require(context.get(ServerApplication.self))
        return (app, context.activeProfiles(of: ServerAppFactory.self))
    }

    private func text(_ response: TestResponse) -> String {
        String(buffer: response.body)
    }

    @Test func devProfileGreetsAndKeepsNotesInMemory() async throws {
        let (server, profiles) = try application([:])
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

    @Test func prodProfileAndOverridesComeFromTheEnvironment() throws {
        let (server, profiles) = try application([
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
        let (server, profiles) = try application([:], mocks: mocks)
        let app = Application(router: server.router(profiles: profiles))
        try await app.test(.router) { client in
            try await client.execute(uri: "/notes", method: .post, body: ByteBuffer(string: "tea")) {
                #expect(self.text($0) == "stored note 1 in recording")
            }
            try await client.execute(uri: "/notes", method: .get) { #expect(self.text($0) == "tea") }
        }
        #expect(store.notes == ["tea"])
    }
}

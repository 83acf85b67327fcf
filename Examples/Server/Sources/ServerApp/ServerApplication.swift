import Deli
import Hummingbird

/// Builds the HTTP application: every handler gets its services from Deli components.
public final class ServerApplication: Autowired, Sendable {
    public let settings: ServerSettings
    let greeter: Greeter
    let notes: NoteService

    public required init(_ settings: ServerSettings, _ greeter: Greeter, _ notes: NoteService) {
        self.settings = settings
        self.greeter = greeter
        self.notes = notes
    }

    /// The routes: `GET /hello?name=`, `POST /notes` (the body is the note), `GET /notes`, `GET /health`.
    public func router(profiles: [String]) -> Router<BasicRequestContext> {
        let router = Router()
        let greeter = greeter
        let notes = notes
        router.get("hello") { request, _ -> String in
            greeter.greet(request.uri.queryParameters["name"].map(String.init) ?? "world")
        }
        router.post("notes") { request, _ -> String in
            let body = try await request.body.collect(upTo: 4096)
            return try notes.add(String(buffer: body))
        }
        router.get("notes") { _, _ -> String in
            try notes.list().joined(separator: "\n")
        }
        let health = "ok profiles=\(profiles.joined(separator: ",")) storage=\(notes.store.kind)"
        router.get("health") { _, _ -> String in health }
        return router
    }

    /// The application, listening where `server.host` and `server.port` say.
    public func application(profiles: [String]) -> some ApplicationProtocol {
        Application(
            router: router(profiles: profiles),
            configuration: .init(address: .hostname(settings.host, port: settings.port), serverName: "deli-server")
        )
    }
}

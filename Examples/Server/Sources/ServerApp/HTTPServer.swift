import Deli
import Hummingbird
import ServiceLifecycle

/// The Hummingbird application as a `Service` component: `runServices()` runs it in the app's
/// `ServiceGroup` after the storage pool opened, and a graceful shutdown (SIGTERM) stops it before
/// the pool closes.
public final class HTTPServer: Autowired, Service {
    let server: ServerApplication
    let profiles: [String]

    public required init(_ server: ServerApplication) {
        self.server = server
        profiles = AppContext.current.activeProfiles(of: ServerAppFactory.self)
    }

    public func run() async throws {
        ServerLog.write("http server starting on \(server.settings.host):\(server.settings.port)")
        try await server.application(profiles: profiles).run()
        ServerLog.write("http server stopped")
    }
}

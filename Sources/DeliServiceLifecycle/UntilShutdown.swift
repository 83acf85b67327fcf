import ServiceLifecycle

/// The service `runServices()` runs when the app has no `Service` component: it waits for the
/// graceful shutdown (a shutdown signal) or the cancellation of the group, so that the lifecycle
/// components stay started until then, as a server's would.
struct UntilShutdown: Service {
    func run() async throws {
        // Cancellation ends the wait with an error; either way the group then shuts down.
        try? await gracefulShutdown()
    }
}

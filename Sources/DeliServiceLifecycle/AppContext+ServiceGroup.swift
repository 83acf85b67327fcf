import Deli
import Logging
import ServiceLifecycle
import UnixSignals

/// Runs an app's components with swift-service-lifecycle: every component that conforms to `Service`
/// joins one `ServiceGroup`, in dependency order, between the context's start and stop hooks.
///
/// ```swift
/// let context = AppContext.shared.load([AppFactory.self])
/// try await context.runServices()   // until SIGTERM or SIGINT, then a graceful shutdown
/// ```
extension AppContext {
    /// A `ServiceGroup` of every singleton whose type conforms to `Service` (or that is linked to it),
    /// listed so that a service comes after the services it was built with: the group shuts them down
    /// in the reverse order, a service before what it uses.
    ///
    /// - Parameters:
    ///   - logger: the group's logger; by default the `Logger` registered in the context, if any,
    ///     else one labelled `deli`.
    ///   - gracefulShutdownSignals: the signals that shut the group down gracefully.
    public func serviceGroup(
        logger: Logger? = nil, gracefulShutdownSignals: [UnixSignal] = [.sigterm, .sigint]
    ) -> ServiceGroup {
        let services = inDependencyOrder((any Service).self, conforms: { $0 is any Service.Type }).map { service in
            ServiceGroupConfiguration.ServiceConfiguration(
                service: service, successTerminationBehavior: .gracefullyShutdownGroup,
                failureTerminationBehavior: .gracefullyShutdownGroup, serviceName: String(describing: type(of: service))
            )
        }
        let configuration = ServiceGroupConfiguration(
            services: services, gracefulShutdownSignals: gracefulShutdownSignals, logger: logger ?? defaultLogger)
        return ServiceGroup(configuration: configuration)
    }

    /// Starts the lifecycle components (``AppContext/start()``), runs ``serviceGroup(logger:gracefulShutdownSignals:)``
    /// until it ends (a shutdown signal, or a service that returned or threw), then stops the lifecycle
    /// components (``AppContext/shutdown()``), so that a connection pool opens before any service runs
    /// and closes after every service stopped.
    ///
    /// - Throws: what `start()` throws (no service ran), else what the group threw, else what
    ///   `shutdown()` threw. The lifecycle components are stopped in every case.
    public func runServices(
        logger: Logger? = nil, gracefulShutdownSignals: [UnixSignal] = [.sigterm, .sigint]
    ) async throws {
        try await start()
        do {
            try await serviceGroup(logger: logger, gracefulShutdownSignals: gracefulShutdownSignals).run()
        } catch {
            try? await shutdown()
            throw error
        }
        try await shutdown()
    }

    private var defaultLogger: Logger {
        self.get(Logger.self) ?? Logger(label: "deli")
    }
}

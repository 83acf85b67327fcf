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
    /// in the reverse order, a service before what it uses. The services are built on the calling
    /// thread: with a service isolated to the main actor, call it from main-actor code
    /// (``runServices(logger:gracefulShutdownSignals:)`` goes to the main actor itself).
    ///
    /// - Parameters:
    ///   - logger: the group's logger; by default the `Logger` registered in the context, if any,
    ///     else one labelled `deli`.
    ///   - gracefulShutdownSignals: the signals that shut the group down gracefully.
    public func serviceGroup(
        logger: Logger? = nil, gracefulShutdownSignals: [UnixSignal] = [.sigterm, .sigint]
    ) -> ServiceGroup {
        let services = inDependencyOrder((any Service).self, conforms: { $0 is any Service.Type })
        return group(of: services, logger: logger, gracefulShutdownSignals: gracefulShutdownSignals)
    }

    /// Starts the lifecycle components (``AppContext/start()``), runs the services of
    /// ``serviceGroup(logger:gracefulShutdownSignals:)`` until the group ends (a shutdown signal, or
    /// a service that returned or threw), then stops the lifecycle components
    /// (``AppContext/shutdown()``), so that a connection pool opens before any service runs and
    /// closes after every service stopped. Without any `Service` component it runs until a shutdown
    /// signal (or the task's cancellation), like a server. When a service is isolated to the main
    /// actor, the services are built on the main actor.
    ///
    /// - Throws: what `start()` throws (no service ran), else what the group threw, else what
    ///   `shutdown()` threw. The lifecycle components are stopped in every case.
    public func runServices(
        logger: Logger? = nil, gracefulShutdownSignals: [UnixSignal] = [.sigterm, .sigint]
    ) async throws {
        try await start()
        do {
            let services = await inDependencyOrderOnMainActorIfNeeded((any Service).self) {
                $0 is any Service.Type
            }
            let running = services.isEmpty ? [UntilShutdown()] : services
            try await group(of: running, logger: logger, gracefulShutdownSignals: gracefulShutdownSignals).run()
        } catch {
            try? await shutdown()
            throw error
        }
        try await shutdown()
    }

    /// A group of `services`, in this order, each of which ends the group when it ends.
    private func group(
        of services: [any Service], logger: Logger?, gracefulShutdownSignals: [UnixSignal]
    ) -> ServiceGroup {
        let configurations = services.map { service in
            ServiceGroupConfiguration.ServiceConfiguration(
                service: service, successTerminationBehavior: .gracefullyShutdownGroup,
                failureTerminationBehavior: .gracefullyShutdownGroup, serviceName: String(describing: type(of: service))
            )
        }
        let configuration = ServiceGroupConfiguration(
            services: configurations, gracefulShutdownSignals: gracefulShutdownSignals,
            logger: logger ?? defaultLogger)
        return ServiceGroup(configuration: configuration)
    }

    private var defaultLogger: Logger {
        self.get(Logger.self) ?? Logger(label: "deli")
    }
}

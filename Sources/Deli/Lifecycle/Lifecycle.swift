/// A component with work to do when the app starts and when it stops: open a connection pool before
/// anything uses it, close it after everything that used it has stopped.
///
/// ```swift
/// final class ConnectionPool: Component, Lifecycle {
///     func start() async throws { try await connect() }
///     func stop() async throws { await closeAll() }
/// }
///
/// try await AppContext.shared.load([AppFactory.self]).start()
/// // … serve …
/// try await AppContext.shared.shutdown()
/// ```
///
/// `AppContext.start()` builds every lifecycle component and starts each after the components it
/// was built with; `AppContext.shutdown()` stops them in the reverse order. Only singletons have a
/// lifecycle (deli reports a lifecycle component of another scope); both hooks are optional.
public protocol Lifecycle: AnyObject {
    /// Called once by `AppContext.start()`, after every lifecycle component this one depends on
    /// started. A thrown error stops the start: the components already started are stopped again.
    func start() async throws

    /// Called once by `AppContext.shutdown()`, before any lifecycle component this one depends on
    /// stops. A thrown error is reported, and the other components still stop.
    func stop() async throws
}

extension Lifecycle {
    /// Nothing to do at start.
    public func start() async throws {}

    /// Nothing to do at stop.
    public func stop() async throws {}
}

/// Why `AppContext.start()` or `AppContext.shutdown()` failed: every hook that threw, in the order
/// they ran, each with the component's type and the error it threw.
///
/// ```
/// Deli: 'ConnectionPool' failed to start: connection refused (the components already started were stopped)
/// ```
public struct LifecycleError: Error, CustomStringConvertible {
    /// One hook that threw.
    public struct Failure: Sendable {
        /// `start` or `stop`.
        public var hook: String
        /// The component's type name.
        public var component: String
        /// What the hook threw.
        public var error: any Error
    }

    /// Every hook that threw, in the order they ran.
    public var failures: [Failure]

    public var description: String {
        failures.map { failure in
            let note = failure.hook == "start" ? " (the components already started were stopped)" : ""
            return "Deli: '\(failure.component)' failed to \(failure.hook): \(failure.error)\(note)"
        }.joined(separator: "\n")
    }
}

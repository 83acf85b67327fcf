extension Configuration {
    /// A configuration member: the returned closure resolves each dependency type from
    /// `AppContext.current`, in order and without a qualifier, and calls `resolver` with them.
    /// `qualifier` and `scope` are read by `deli build`, which registers the member with them.
    ///
    /// ```swift
    /// final class NetworkConfiguration: Configuration {
    ///     let client = Config(HTTPClient.self, Session.self, Logger.self) { session, logger in
    ///         HTTPClient(session: session, logger: logger)
    ///     }
    /// }
    /// ```
    ///
    /// Any number of dependency types may follow the member's type, none included.
    public static func Config<T, each Dependency>(
        _ type: T.Type,
        _ dependencies: repeat (each Dependency).Type,
        qualifier: String = "",
        scope: Scope = .singleton,
        resolver: @escaping (repeat each Dependency) -> T
    ) -> () -> T {
        {
            let context = AppContext.current
            return resolver(repeat context.resolve((each Dependency).self, qualifier: ""))
        }
    }
}

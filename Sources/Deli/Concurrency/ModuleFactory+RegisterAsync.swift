extension ModuleFactory {
    /// Registers a singleton built by `AppContext.start()`, for an initialiser that is `async`,
    /// `throws`, or isolated to a global actor: generated factories use it for such components.
    ///
    /// ```swift
    /// registerAsync(Database.self, resolver: { try await Database(url: "…") }, qualifier: "", scope: .singleton)
    /// ```
    /// After `start()`, synchronous lookups return the built instance; before it, a lookup stops with
    /// a message that says to call `start()`. Only `singleton` and `always` scopes are accepted.
    /// - Returns: a linker, to make the component reachable through its supertypes.
    @discardableResult
    public func registerAsync<T>(
        _ type: T.Type, resolver: @escaping @Sendable () async throws -> T, qualifier: String = "",
        scope: Scope = .singleton
    ) -> Linker<T> {
        guard scope == .singleton || scope == .always else {
            DeliFailure.stop(DeliFailure.startedScope(String(describing: type), scope: scope))
        }
        // `always` is built by `start()` too: nothing async can run while a module loads.
        let registration = StartedRegistration(
            type, resolver: resolver, qualifier: qualifier, scope: .singleton, module: self)
        return Linker(module: self, registration: registration, at: add(registration))
    }
}

extension AppContext {
    /// Builds a main-actor-isolated component: generated factories wrap its construction in this
    /// call. From main-actor code (a view, a view model, `@MainActor` tests, top-level code) it
    /// builds at once; from anywhere else it stops, never with a data race, with the concurrency
    /// runtime's message prefixed by what to do: `Deli: a main-actor component was asked for off the
    /// main actor; …: Fatal error: Incorrect actor executor assumption; Expected same executor as MainActor.`
    ///
    /// ```swift
    /// register(HomeViewModel.self, resolver: { context.onMainActor(HomeViewModel.self) { HomeViewModel(…) } })
    /// ```
    public func onMainActor<T>(_ type: T.Type, _ build: @MainActor () -> T) -> T {
        // The runtime's own check: when it fails, its message starts with this file name, which says
        // what to do (a message naming the type would need a check that cannot trap, which the
        // concurrency runtime does not offer).
        MainActor.assumeIsolated(
            { UncheckedBox(build()) },
            file:
                "Deli: a main-actor component was asked for off the main actor; ask for it from main-actor code, or use await context.getOnMainActor(…)"
        ).value
    }

    /// The object registered for `type`, looked up on the main actor: the way to reach a
    /// main-actor component from code that runs elsewhere.
    ///
    /// ```swift
    /// let model = await context.getOnMainActor(HomeViewModel.self)
    /// ```
    public func getOnMainActor<T>(_ type: T.Type, qualifier: String = "") async -> T? {
        let request = UncheckedBox((type, qualifier))
        return await MainActor.run {
            UncheckedBox(self.get(request.value.0, qualifier: request.value.1))
        }.value
    }
}

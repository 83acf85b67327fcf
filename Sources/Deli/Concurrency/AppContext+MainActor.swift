extension AppContext {
    /// Builds a main-actor-isolated component: generated factories wrap its construction in this
    /// call. From main-actor code (a view, a view model, `@MainActor` tests, top-level code) it
    /// builds at once; from anywhere else the concurrency runtime's executor check stops the process,
    /// never with a data race, after Deli wrote to standard error which type it was and what to do.
    ///
    /// ```swift
    /// register(HomeViewModel.self, resolver: { context.onMainActor(HomeViewModel.self) { HomeViewModel(…) } })
    /// ```
    public func onMainActor<T>(_ type: T.Type, _ build: @MainActor () -> T) -> T {
        // On a thread where the main actor cannot be running, say what to do before the runtime's
        // executor check stops the process. After an `async` main parked the main thread, the main
        // actor runs on a worker thread: no note there, the check alone decides.
        if !MainThread.mayRunMainActor { MainThread.warn(DeliFailure.offMainThread(String(describing: type))) }
        return MainActor.assumeIsolated { UncheckedBox(build()) }.value
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

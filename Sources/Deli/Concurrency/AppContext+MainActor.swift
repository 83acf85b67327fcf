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
        onMainActor(type, passing: ()) { _ in build() }
    }

    /// Builds a main-actor-isolated factory from `argument`, its payload, which need not be
    /// `Sendable`: generated factories build a main-actor `AutowiredFactory` or
    /// `LazyAutowiredFactory` this way.
    ///
    /// ```swift
    /// registerFactory(DetailModel.self, payload: DetailModel.RawPayload.self, resolver: { payload in
    ///     context.onMainActor(DetailModel.self, passing: payload) { payload in DetailModel(…, payload: payload) }
    /// }, qualifier: "")
    /// ```
    ///
    /// The payload crosses into the main actor unchecked. That is safe here as it is for a call of
    /// the initialiser from main-actor code: `build` runs synchronously, on the calling thread, only
    /// once the executor check has found that thread running the main actor (otherwise the process
    /// stops), and the payload was made by that same lookup (`Inject(T.self, with: …)`) or handed
    /// to it by its caller, which is then main-actor code.
    public func onMainActor<T, Argument>(
        _ type: T.Type, passing argument: Argument, _ build: @MainActor (Argument) -> T
    ) -> T {
        // On a thread where the main actor cannot be running, say what to do before the runtime's
        // executor check stops the process. After an `async` main parked the main thread, the main
        // actor runs on a worker thread: no note there, the check alone decides.
        if !MainThread.mayRunMainActor { MainThread.warn(DeliFailure.offMainThread(String(describing: type))) }
        let box = UncheckedBox(argument)
        return MainActor.assumeIsolated { UncheckedBox(build(box.value)) }.value
    }

    /// The object registered for `type`, looked up on the main actor: the way to reach a
    /// main-actor component from code that runs elsewhere.
    ///
    /// ```swift
    /// let model = await context.getOnMainActor(HomeViewModel.self)
    /// ```
    public func getOnMainActor<T>(_ type: T.Type, qualifier: String = "") async -> T? {
        await lookUpOnMainActor { $0.get(type, qualifier: qualifier) }
    }

    /// Every object registered for or linked to `T`, looked up on the main actor: the array form of
    /// ``getOnMainActor(_:qualifier:)``, for main-actor components reached from other code.
    ///
    /// ```swift
    /// let screens = await context.getOnMainActor([any Screen].self)
    /// ```
    public func getOnMainActor<T>(_ type: [T].Type, qualifier: String = "") async -> [T] {
        await lookUpOnMainActor { $0.get(type, qualifier: qualifier) }
    }

    /// A new object built on the main actor by the factory for `type` from `payload`: the way to
    /// build a main-actor factory from code that runs elsewhere. The payload is `sending`: the
    /// caller gives it up, so it may cross to the main actor whether it is `Sendable` or not.
    public func getOnMainActor<T: Factory>(
        _ type: T.Type, qualifier: String = "", payload: sending T.RawPayload
    ) async -> T? {
        await lookUpOnMainActor { $0.get(type, qualifier: qualifier, payload: payload) }
    }

    /// Runs `lookup` on this context on the main actor and hands its result back. The lookup and its
    /// result cross unchecked: the caller gave up what the lookup captures (a `sending` payload, a
    /// type and a qualifier), and the result is a registered object the caller asked for, as `get`
    /// would return it on the main actor.
    private func lookUpOnMainActor<R>(_ lookup: @escaping (AppContext) -> R) async -> R {
        let request = UncheckedBox(lookup)
        return await MainActor.run { UncheckedBox(request.value(self)) }.value
    }
}

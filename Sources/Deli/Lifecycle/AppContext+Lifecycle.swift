extension AppContext {
    /// Starts the app: first builds every component whose initialiser is `async` or `throws` (or
    /// isolated to a global actor other than the main actor), independent ones concurrently and
    /// each after the ones it needs; then, on the main actor, the main-actor `always` components not
    /// built yet (a `load()` off the main thread leaves them); then builds every ``Lifecycle``
    /// singleton of the loaded modules (a registered type that conforms to it, or a registration
    /// linked to it) and starts each one after the components it was built with (its
    /// dependencies), one at a time; a component already started is not started again. After
    /// ``reset()`` the components are new instances: they are built and started again.
    ///
    /// - Throws: ``ComponentBuildError`` when an initialiser threw (no hook has run then), or
    ///   ``LifecycleError`` when a start hook throws; the components this call started are then
    ///   stopped again, latest first, and any stop hook that throws is listed too.
    public func start() async throws {
        try await buildStartedComponents()
        await buildAlwaysOnMainActor()
        var startedNow: [any Lifecycle] = []
        let components = await lifecycleComponents()
        for component in components where claimStart(component) {
            do {
                try await component.start()
                lock.withLock { lifecycle.didStart(component) }
                startedNow.append(component)
            } catch {
                lock.withLock { lifecycle.didNotStart(component) }
                let failure = LifecycleError.Failure(hook: "start", component: Self.name(of: component), error: error)
                let stopFailures = await stop(startedNow.reversed(), forgetting: startedNow)
                throw LifecycleError(failures: [failure] + stopFailures)
            }
        }
    }

    /// Stops every started ``Lifecycle`` component, each once, in the reverse order of their start
    /// (a component stops before the components it depends on), continuing past a hook that throws.
    ///
    /// - Throws: ``LifecycleError`` listing every stop hook that threw, after all of them ran.
    public func shutdown() async throws {
        let stopping = lock.withLock { lifecycle.takeForStopping() }
        let failures = await stop(stopping, forgetting: [])
        if !failures.isEmpty { throw LifecycleError(failures: failures) }
    }

    /// The ``Lifecycle`` singletons in dependency order, built on the main actor when one of them is
    /// isolated to it (building it anywhere else would stop the process).
    private func lifecycleComponents() async -> [any Lifecycle] {
        await inDependencyOrderOnMainActorIfNeeded((any Lifecycle).self) { $0 is any Lifecycle.Type }
    }

    /// A singleton (not a factory) registered as, or linked to, `wanted`, or whose type passes `conforms`.
    static func isSingleton(
        _ entry: RegistrationEntry, reachableAs wanted: ObjectIdentifier, conforms: (Any.Type) -> Bool
    ) -> Bool {
        !entry.isFactory && (entry.scope == .singleton || entry.scope == .always)
            && (ObjectIdentifier(entry.type) == wanted || entry.isLinked(to: wanted) || conforms(entry.type))
    }

    /// Every singleton of every loaded module (whatever its priority) that is registered as, or
    /// linked to, `T`, or whose registered type passes `conforms`, built now if needed, in the order
    /// they were built: a component comes after every component its initialiser asked for. For
    /// ``start()`` and for bridges to other lifecycle libraries.
    ///
    /// ```swift
    /// let services = context.inDependencyOrder((any Service).self) { $0 is any Service.Type }
    /// ```
    /// `conforms` finds components by what their type conforms to, without building them and
    /// whether or not they were linked to `T`.
    public func inDependencyOrder<T>(_ type: T.Type, conforms: (Any.Type) -> Bool = { _ in false }) -> [T] {
        inSession {
            let wanted = ObjectIdentifier(type)
            var registrations: [Registration] = []
            for module in orderedModules {
                for (position, entry) in module.registrationList.entries.enumerated()
                where Self.isSingleton(entry, reachableAs: wanted, conforms: conforms) {
                    registrations.append(module.registrationList.registration(at: position, module: module))
                }
            }
            let built = registrations.compactMap { registration in
                (obtain(registration, payload: nil) as? T).map { (registration, $0) }
            }
            return built.sorted { $0.0.builtSequence < $1.0.builtSequence }.map(\.1)
        }
    }

    private func claimStart(_ component: any Lifecycle) -> Bool {
        lock.withLock { lifecycle.claim(component) }
    }

    /// Runs the stop hooks of `components` in order; `forgetting` leaves the started list first.
    private func stop(_ components: [any Lifecycle], forgetting: [any Lifecycle]) async -> [LifecycleError.Failure] {
        if !forgetting.isEmpty {
            let ids = Set(forgetting.map(ObjectIdentifier.init))
            lock.withLock { lifecycle.forget(ids) }
        }
        var failures: [LifecycleError.Failure] = []
        for component in components {
            do {
                try await component.stop()
            } catch {
                failures.append(.init(hook: "stop", component: Self.name(of: component), error: error))
            }
        }
        return failures
    }

    private static func name(of component: any Lifecycle) -> String {
        String(describing: type(of: component))
    }
}

extension AppContext {
    /// Builds every ``Lifecycle`` component of the loaded modules and starts each one after the
    /// components it was built with (its dependencies), one at a time; a component already started
    /// is not started again.
    ///
    /// - Throws: ``LifecycleError`` when a start hook throws; the components this call started are
    ///   then stopped again, latest first, and any stop hook that throws is listed too.
    public func start() async throws {
        var startedNow: [any Lifecycle] = []
        for component in inDependencyOrder((any Lifecycle).self) where claimStart(component) {
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

    /// Every singleton reachable as `T` in every loaded module (whatever its priority), built now if
    /// needed, in the order they were built: a component comes after every component its initialiser
    /// asked for. For ``start()`` and for bridges to other lifecycle libraries.
    public func inDependencyOrder<T>(_ type: T.Type) -> [T] {
        inSession {
            let registrations = withCandidates(ObjectIdentifier(type), role: .custom { $0 }) { list in
                list.filter { !$0.isFactory }.map(\.registration).filter(\.isShared)
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

/// The resolution engine: sessions, scopes, cycle detection and lazy injection.
extension AppContext {
    /// Limit on lazy injections in one session; beyond it, lazy prototypes feed each other forever.
    static let injectionLimit = 100_000

    /// Runs `body` under the lock as part of a session, with this context current on the thread.
    ///
    /// The outermost call runs every pending lazy injection before it returns, then `publish`.
    @inline(__always)
    func inSession<R>(_ body: () -> R, publish: (R) -> Void = { _ in }) -> R {
        lock.lock()
        let previous = CurrentContext.enter(self)
        session.depth += 1
        let result = body()
        if session.depth == 1 {
            if !session.pendingInjections.isEmpty { drainInjections() }
            publish(result)
        }
        session.depth -= 1
        CurrentContext.restore(previous)
        lock.unlock()
        return result
    }

    /// The instance of `registration` for its scope, building it if needed. Call inside a session.
    func obtain(_ registration: Registration, payload: Any?) -> Any? {
        switch registration.scope {
        case .always, .singleton:
            if let instance = registration.instance { return instance }
            guard let value = build(registration, payload: payload) else { return nil }
            registration.instance = value
            return scheduleInjection(registration, value)
        case .weak:
            if let object = registration.weakInstance { return object }
            guard let value = build(registration, payload: payload) else { return nil }
            if type(of: value) is AnyClass { registration.weakInstance = value as AnyObject }
            return scheduleInjection(registration, value)
        case .prototype:
            guard let value = build(registration, payload: payload) else { return nil }
            return scheduleInjection(registration, value)
        }
    }

    /// Builds the typed value of an exact, non-lazy prototype without boxing it in `Any`.
    @inline(__always)
    func buildPrototype<T>(_ registration: TypedRegistration<T>) -> T {
        enterBuilding(registration)
        let value = registration.resolver()
        leaveBuilding(registration)
        return value
    }

    /// Builds an `always` registration when its module is loaded.
    func resolveEagerly(_ registration: Registration) -> Any? {
        inSession { obtain(registration, payload: nil) }
    }

    private func build(_ registration: Registration, payload: Any?) -> Any? {
        enterBuilding(registration)
        let value = registration.make(payload: payload)
        leaveBuilding(registration)
        return value
    }

    @inline(__always)
    private func enterBuilding(_ registration: Registration) {
        if registration.isBuilding {
            DeliFailure.stop(DeliFailure.cycle(session.cycle(closedBy: registration), modules: loaded))
        }
        registration.isBuilding = true
        session.building.append(registration)
    }

    @inline(__always)
    private func leaveBuilding(_ registration: Registration) {
        session.building.removeLast()
        registration.isBuilding = false
    }

    private func scheduleInjection(_ registration: Registration, _ value: Any) -> Any {
        if registration.isLazy {
            session.pendingInjections.append((registration, value))
        }
        return value
    }

    private func drainInjections() {
        var next = 0
        while next < session.pendingInjections.count {
            let (registration, value) = session.pendingInjections[next]
            next += 1
            if next > Self.injectionLimit {
                DeliFailure.stop(DeliFailure.endlessLazyPrototypes(registration, modules: loaded))
            }
            registration.inject(value)
        }
        session.pendingInjections.removeAll(keepingCapacity: true)
    }
}

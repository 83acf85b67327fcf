/// The resolution engine: sessions, scopes, cycle detection and lazy injection.
///
/// A session is the work of the thread holding the lock: the stack of registrations being built
/// and the queue of pending lazy injections. The outermost level runs the queue before it returns.
extension AppContext {
    /// Limit on lazy injections in one session; beyond it, lazy prototypes feed each other forever.
    static let injectionLimit = 100_000

    /// Locks, enters a (possibly nested) session and makes this context current.
    ///
    /// - Returns: the previous current context, for `closeSession(_:)`.
    @usableFromInline
    func openSession() -> UnsafeMutableRawPointer? {
        lock.lock()
        session.depth += 1
        return CurrentContext.enter(self)
    }

    /// At the outermost level, runs every pending lazy injection. The lock stays held.
    ///
    /// - Returns: whether this is the outermost level.
    @usableFromInline
    func settleSession() -> Bool {
        guard session.depth == 1 else { return false }
        if !session.pendingInjections.isEmpty { drainInjections() }
        return true
    }

    /// Leaves the session level opened by `openSession()` and unlocks.
    @usableFromInline
    func closeSession(_ previous: UnsafeMutableRawPointer?) {
        session.depth -= 1
        if session.depth == 0, !retired.isEmpty { retired.removeAll() }
        CurrentContext.restore(previous, from: self)
        lock.unlock()
    }

    /// Runs `body` as one session level.
    func inSession<R>(_ body: () -> R) -> R {
        let previous = openSession()
        let result = body()
        _ = settleSession()
        closeSession(previous)
        return result
    }

    /// The instance of `registration` for its scope, building it if needed. Call inside a session.
    @usableFromInline
    func obtain(_ registration: Registration, payload: Any?) -> Any? {
        switch registration.scope {
        case .always, .singleton:
            if let instance = registration.instance { return instance }
            guard let value = build(registration, payload: payload) else { return nil }
            registration.instance = value
            noteKept(value, by: registration)
            buildSequence += 1
            registration.builtSequence = buildSequence
            return scheduleInjection(registration, value)
        case .weak:
            if let object = registration.weakInstance { return object }
            guard let value = build(registration, payload: payload) else { return nil }
            if type(of: value) is AnyClass {
                let object = value as AnyObject
                registration.weakInstance = object
                noteWeak(object)
            }
            return scheduleInjection(registration, value)
        case .prototype:
            guard let value = build(registration, payload: payload) else { return nil }
            return scheduleInjection(registration, value)
        }
    }

    /// Builds an `always` registration when its module is loaded.
    func resolveEagerly(_ registration: Registration) -> Any? {
        inSession { obtain(registration, payload: nil) }
    }

    /// Marks `registration` as being built; a second mark before `leaveBuilding` is a cycle.
    @usableFromInline
    func enterBuilding(_ registration: Registration) {
        if registration.isBuilding {
            DeliFailure.stop(DeliFailure.cycle(session.cycle(closedBy: registration), modules: loaded))
        }
        registration.isBuilding = true
        registration.builtInside = session.innermost
        session.innermost = registration
        session.buildDepth &+= 1
        if session.buildDepth == 1 {
            session.stackPositionAtLastCheck = StackRoom.currentPosition()
        } else if session.buildDepth & (StackRoom.interval - 1) == 0 {
            checkStackRoom()
        }
    }

    /// Ends what `enterBuilding` started, for an unretained registration.
    @usableFromInline
    func leaveBuilding(_ registration: Unmanaged<Registration>) {
        registration._withUnsafeGuaranteedRef { leaveBuilding($0) }
    }

    /// Ends what `enterBuilding` started.
    @usableFromInline
    func leaveBuilding(_ registration: Registration) {
        session.innermost = registration.builtInside
        registration.builtInside = nil
        registration.isBuilding = false
        session.buildDepth &-= 1
    }

    private func build(_ registration: Registration, payload: Any?) -> Any? {
        enterBuilding(registration)
        let value = registration.make(payload: payload)
        leaveBuilding(registration)
        return value
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

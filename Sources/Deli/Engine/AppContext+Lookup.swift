/// Finding registrations: candidates by role, qualifier filtering, and the typed entry points the
/// public `get`, `resolve` and `Inject` APIs share.
extension AppContext {
    /// Runs `body` with the candidates for a type in resolution order. Call with `lock` held.
    ///
    /// Reading candidates makes nothing; `body` makes the registration objects it picks, and must
    /// do so before any resolver runs.
    func withCandidates<R>(_ type: ObjectIdentifier, role: ResolveRole, _ body: ([Candidate]) -> R) -> R {
        if case .custom(let select) = role {
            let modules = select(orderedModules)
            return withExtendedLifetime(modules) { body(RegistryIndex.candidates(for: type, in: modules)) }
        }
        return body(index.candidates(for: type, in: loaded))
    }

    /// Runs `body` with the candidate a single, payload-free lookup picks (`SingleLookupRule`), if
    /// any. Call with `lock` held. Nothing is made: `body` makes the registration if it needs it.
    func withSingleMatch<R>(
        _ type: ObjectIdentifier, qualifier: String, role: ResolveRole, _ body: (Candidate?) -> R
    ) -> R {
        var rule = SingleLookupRule(qualifier: qualifier)
        if case .custom(let select) = role {
            let modules = select(orderedModules)
            return withExtendedLifetime(modules) {
                rule.search(type, in: modules)
                return body(rule.match)
            }
        }
        rule.search(type, in: loaded.lazy.map(\.module))
        #if DEBUG
            if let passedOver = rule.passedOver, let match = rule.match { warnPassedOver(passedOver, by: match) }
        #endif
        return body(rule.match)
    }

    /// The candidates an array lookup keeps from `list`: every qualifier when `qualifier` is empty,
    /// otherwise that qualifier. With `.default` and `.recursive`, only the modules of the highest
    /// priority level that has a match contribute (modules at that level merge, in module order),
    /// so a module loaded at `.high` replaces the whole list; `.custom` keeps every match.
    static func arrayMatches(
        in list: [Candidate], qualifier: String, factory: Bool, role: ResolveRole
    ) -> [Candidate] {
        let matches = list.filter { (qualifier.isEmpty || $0.qualifier == qualifier) && $0.isFactory == factory }
        if case .custom = role { return matches }
        // Candidates come in module order, so the first one is at the highest level.
        guard let top = matches.first?.module.loadPriority else { return matches }
        return matches.filter { $0.module.loadPriority == top }
    }

    /// One object, or nil. Inlined into callers so it is specialised for `T`.
    ///
    /// Outside a session, a published singleton costs one small lock and one identity probe.
    /// Inside a session of this context (a resolver asking for its dependencies) the thread
    /// already holds the main lock, which also guards the fast table: no lock is taken at all.
    /// A plain prototype is built straight from its typed resolver, without boxing.
    @inlinable
    func resolveOne<T>(_ type: T.Type, qualifier: String, role: ResolveRole) -> T? {
        let typeID = ObjectIdentifier(type)
        if CurrentContext.isCurrent(self, key: currentKey) {
            return resolveNested(type, qualifier: qualifier, role: role)
        }
        if role.usesIndex, let value = fast.published(typeID, qualifier: qualifier, as: T.self) {
            return value
        }
        let start = beginResolve(typeID, qualifier: qualifier, role: role)
        guard let unretained = start.registration else {
            closeSession(start.previous)
            return nil
        }
        if start.isBuildingPrototype {
            let value = unretained._withUnsafeGuaranteedRef {
                unsafeDowncast($0, to: TypedRegistration<T>.self).resolver()
            }
            endPrototype(unretained, previous: start.previous)
            return value
        }
        let registration = unretained.takeUnretainedValue()
        let value = obtain(registration, payload: nil) as? T
        if settleSession(), let value, role.usesIndex, registration.isShared {
            fast.publish(ValueBox(value), for: typeID, qualifier: qualifier)
        }
        closeSession(start.previous)
        return value
    }

    /// A single lookup made by a resolver or injector of this context: the lock is held and the
    /// session is open, so nothing is locked and this is never the outermost level.
    @inlinable
    func resolveNested<T>(_ type: T.Type, qualifier: String, role: ResolveRole) -> T? {
        let found = nestedLookup(ObjectIdentifier(type), qualifier: qualifier, role: role)
        if let box = found.published {
            return box._withUnsafeGuaranteedRef { unsafeDowncast($0, to: ValueBox<T>.self).value }
        }
        guard let registration = found.registration else { return nil }
        // Unretained: registrations stay alive while their module is loaded, and a module unloaded
        // during a session is kept in `retired` until the session ends.
        if found.isBuildingPrototype {
            let value = registration._withUnsafeGuaranteedRef {
                unsafeDowncast($0, to: TypedRegistration<T>.self).resolver()
            }
            leaveBuilding(registration)
            return value
        }
        return registration._withUnsafeGuaranteedRef { obtain($0, payload: nil) as? T }
    }

    /// The published box or registration for a nested lookup; a plain prototype of exactly the
    /// requested type is also marked as being built.
    @usableFromInline
    func nestedLookup(
        _ type: ObjectIdentifier, qualifier: String, role: ResolveRole
    ) -> (published: Unmanaged<AnyObject>?, registration: Unmanaged<Registration>?, isBuildingPrototype: Bool) {
        if role.usesIndex, qualifier.isEmpty, let index = fast.unqualified.find(type) {
            let slot = fast.unqualified.slots[index]
            if let published = slot.published { return (published, nil, false) }
            if let registration = slot.registration {
                let building = registration._withUnsafeGuaranteedRef { startBuildingIfPlain($0, type) }
                return (nil, registration, building)
            }
        }
        let known = role.usesIndex ? fast.registration(type, qualifier: qualifier) : nil
        guard let registration = known ?? findRegistration(type, qualifier: qualifier, role: role) else {
            return (nil, nil, false)
        }
        return (nil, .passUnretained(registration), startBuildingIfPlain(registration, type))
    }

    /// Opens a session and finds the registration for a single lookup; a plain prototype of
    /// exactly the requested type is also marked as being built.
    @usableFromInline
    func beginResolve(
        _ type: ObjectIdentifier, qualifier: String, role: ResolveRole
    ) -> (previous: UnsafeMutableRawPointer?, registration: Unmanaged<Registration>?, isBuildingPrototype: Bool) {
        let previous = openSession()
        let known = role.usesIndex ? fast.registration(type, qualifier: qualifier) : nil
        guard let registration = known ?? findRegistration(type, qualifier: qualifier, role: role) else {
            return (previous, nil, false)
        }
        return (previous, .passUnretained(registration), startBuildingIfPlain(registration, type))
    }

    private func startBuildingIfPlain(_ registration: Registration, _ type: ObjectIdentifier) -> Bool {
        guard registration.isPlainPrototype, registration.typeID == type else { return false }
        enterBuilding(registration)
        return true
    }

    /// Ends what `beginResolve` started for a plain prototype.
    @usableFromInline
    func endPrototype(_ registration: Unmanaged<Registration>, previous: UnsafeMutableRawPointer?) {
        leaveBuilding(registration)
        _ = settleSession()
        closeSession(previous)
    }

    /// The registration answering a single, payload-free lookup; remembered in the fast table.
    /// Call inside a session.
    @usableFromInline
    func findRegistration(_ type: ObjectIdentifier, qualifier: String, role: ResolveRole) -> Registration? {
        let found = withSingleMatch(type, qualifier: qualifier, role: role) { $0?.registration }
        guard let registration = found else { return nil }
        if role.usesIndex { fast.insert(registration, for: type, qualifier: qualifier) }
        return registration
    }

    /// One factory-built object, or nil; candidates whose payload type does not fit are skipped.
    func resolveOne<T>(_ type: T.Type, qualifier: String, payload: Any, role: ResolveRole) -> T? {
        inSession {
            for registration in factoryRegistrations(ObjectIdentifier(type), qualifier: qualifier, role: role) {
                if let value = obtain(registration, payload: payload) as? T { return value }
            }
            return nil
        }
    }

    /// The factory registrations for `type` with exactly `qualifier`, in resolution order.
    func factoryRegistrations(_ type: ObjectIdentifier, qualifier: String, role: ResolveRole) -> [Registration] {
        withCandidates(type, role: role) { list in
            list.filter { $0.qualifier == qualifier && $0.isFactory }.map(\.registration)
        }
    }

    /// Every matching object (factory-built when a payload is given), possibly none.
    func resolveAll<T>(_ type: T.Type, qualifier: String, payload: Any?, role: ResolveRole) -> [T] {
        inSession {
            let list = withCandidates(ObjectIdentifier(type), role: role) {
                Self.arrayMatches(in: $0, qualifier: qualifier, factory: payload != nil, role: role).map(\.registration)
            }
            return list.compactMap { obtain($0, payload: payload) as? T }
        }
    }

    /// Already-built instances only: nothing is created.
    func existingOne<T>(_ type: ObjectIdentifier, as: T.Type, qualifier: String, role: ResolveRole) -> T? {
        lock.withLock {
            // A registration still a recipe has never been built: nothing of it exists.
            withSingleMatch(type, qualifier: qualifier, role: role) { match in
                match?.made.flatMap(Self.existing) as? T
            }
        }
    }

    /// Already-built instances of every match.
    func existingAll<T>(_ type: T.Type, qualifier: String, role: ResolveRole) -> [T] {
        lock.withLock {
            // Registrations still recipes have never been built: nothing of theirs exists.
            let list = withCandidates(ObjectIdentifier(type), role: role) {
                Self.arrayMatches(in: $0, qualifier: qualifier, factory: false, role: role).compactMap(\.made)
            }
            return list.compactMap { Self.existing($0) as? T }
        }
    }

    /// The registered or linked type called `className` (`"Type"` or `"Module.Type"`).
    func typeID(named className: String) -> ObjectIdentifier? {
        lock.withLock { typesByName[className] }
    }

    /// Stops the program because nothing matches `type` and `qualifier`.
    @usableFromInline
    func failMissing(_ type: Any.Type, qualifier: String, role: ResolveRole) -> Never {
        let message = lock.withLock {
            withCandidates(ObjectIdentifier(type), role: role) { list in
                let isFactory = list.contains { $0.qualifier == qualifier && $0.isFactory }
                var others: [String] = []
                for candidate in list where !others.contains(candidate.qualifier) {
                    others.append(candidate.qualifier)
                }
                return DeliFailure.missing(
                    type, qualifier: qualifier, otherQualifiers: others, isFactory: isFactory, modules: loaded)
            }
        }
        DeliFailure.stop(message)
    }

    private static func existing(_ registration: Registration) -> Any? {
        switch registration.scope {
        case .always, .singleton: return registration.instance
        case .weak: return registration.weakInstance
        case .prototype: return nil
        }
    }
}

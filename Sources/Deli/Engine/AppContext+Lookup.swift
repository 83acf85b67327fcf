/// Finding registrations: candidates by role, qualifier filtering, and the typed entry points the
/// public `get`, `resolve` and `Inject` APIs share.
extension AppContext {
    /// Candidates for a type in resolution order. Call with `lock` held.
    func candidates(_ type: ObjectIdentifier, role: ResolveRole) -> [Registration] {
        if case .custom(let select) = role {
            return RegistryIndex.candidates(for: type, in: select(orderedModules))
        }
        return index.candidates[type] ?? []
    }

    /// Candidates for an array lookup: every qualifier when `qualifier` is empty; with `.default`,
    /// only those of the first module that has any.
    func arrayCandidates(
        _ type: ObjectIdentifier, qualifier: String, factory: Bool, role: ResolveRole
    ) -> [Registration] {
        let list = candidates(type, role: role).filter {
            (qualifier.isEmpty || $0.qualifier == qualifier) && $0.isFactory == factory
        }
        guard case .default = role, let first = list.first else { return list }
        return list.filter { $0.module === first.module }
    }

    /// One object, or nil. Cached singletons are served without the context lock.
    func resolveOne<T>(_ type: T.Type, qualifier: String, role: ResolveRole) -> T? {
        let cacheable = role.usesIndex
        if cacheable, let value = cache.value(type, qualifier: qualifier) { return value }
        var publishable = false
        return inSession(
            {
                let typeID = ObjectIdentifier(type)
                let list = candidates(typeID, role: role)
                guard let registration = list.first(where: { $0.qualifier == qualifier && !$0.isFactory }) else {
                    return nil
                }
                if registration.scope == .prototype, !registration.isLazy, registration.typeID == typeID {
                    return buildPrototype(unsafeDowncast(registration, to: TypedRegistration<T>.self))
                }
                publishable = cacheable && (registration.scope == .singleton || registration.scope == .always)
                return obtain(registration, payload: nil) as? T
            },
            publish: { value in
                if publishable, let value { cache.publish(value, qualifier: qualifier) }
            })
    }

    /// One factory-built object, or nil; candidates whose payload type does not fit are skipped.
    func resolveOne<T>(_ type: T.Type, qualifier: String, payload: Any, role: ResolveRole) -> T? {
        inSession {
            let list = candidates(ObjectIdentifier(type), role: role)
            for registration in list where registration.qualifier == qualifier && registration.isFactory {
                if let value = obtain(registration, payload: payload) as? T { return value }
            }
            return nil
        }
    }

    /// Every matching object (factory-built when a payload is given), possibly none.
    func resolveAll<T>(_ type: T.Type, qualifier: String, payload: Any?, role: ResolveRole) -> [T] {
        inSession {
            let list = arrayCandidates(
                ObjectIdentifier(type), qualifier: qualifier, factory: payload != nil, role: role)
            return list.compactMap { obtain($0, payload: payload) as? T }
        }
    }

    /// Already-built instances only: nothing is created.
    func existingOne<T>(_ type: ObjectIdentifier, as: T.Type, qualifier: String, role: ResolveRole) -> T? {
        lock.withLock {
            let list = candidates(type, role: role)
            guard let registration = list.first(where: { $0.qualifier == qualifier && !$0.isFactory }) else {
                return nil
            }
            return Self.existing(registration) as? T
        }
    }

    /// Already-built instances of every match.
    func existingAll<T>(_ type: T.Type, qualifier: String, role: ResolveRole) -> [T] {
        lock.withLock {
            let list = arrayCandidates(ObjectIdentifier(type), qualifier: qualifier, factory: false, role: role)
            return list.compactMap { Self.existing($0) as? T }
        }
    }

    /// The registered or linked type called `className` (`"Type"` or `"Module.Type"`).
    func typeID(named className: String) -> ObjectIdentifier? {
        lock.withLock { index.typesByName[className] }
    }

    /// Stops the program because nothing matches `type` and `qualifier`.
    func failMissing(_ type: Any.Type, qualifier: String, role: ResolveRole) -> Never {
        let message = lock.withLock {
            let list = candidates(ObjectIdentifier(type), role: role)
            let isFactory = list.contains { $0.qualifier == qualifier && $0.isFactory }
            var others: [String] = []
            for registration in list where !others.contains(registration.qualifier) {
                others.append(registration.qualifier)
            }
            return DeliFailure.missing(
                type, qualifier: qualifier, otherQualifiers: others, isFactory: isFactory, modules: loaded)
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

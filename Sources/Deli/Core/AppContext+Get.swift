extension AppContext {
    /// The object registered for `type` and `qualifier`, or nil.
    ///
    /// Exact registrations of `type` come first, then those linked to it; among several matches
    /// the first by module order, then registration order, wins. A factory type needs a payload:
    /// without one the result is nil.
    @inlinable
    public func get<T>(_ type: T.Type, qualifier: String = "", resolveRole: ResolveRole = .recursive) -> T? {
        resolveOne(type, qualifier: qualifier, role: resolveRole)
    }

    /// Every object registered for or linked to `T` (all qualifiers when `qualifier` is empty).
    public func get<T>(_ type: [T].Type, qualifier: String = "", resolveRole: ResolveRole = .default) -> [T] {
        resolveAll(T.self, qualifier: qualifier, payload: nil, role: resolveRole)
    }

    /// A new object built by the factory registered for `type`, from `payload`.
    public func get<T: Factory>(
        _ type: T.Type, qualifier: String = "", payload: T.RawPayload, resolveRole: ResolveRole = .recursive
    ) -> T? {
        resolveOne(type, qualifier: qualifier, payload: payload, role: resolveRole)
    }

    /// New objects built from `payload` by every factory registered for or linked to `T`.
    public func get<T: Factory>(
        _ type: [T].Type, qualifier: String = "", payload: T.RawPayload, resolveRole: ResolveRole = .default
    ) -> [T] {
        resolveAll(T.self, qualifier: qualifier, payload: payload, role: resolveRole)
    }

    /// The already-built instance for `type`, or nil; never builds anything (nil for prototypes).
    public func get<T>(
        withoutResolve type: T.Type, qualifier: String = "", resolveRole: ResolveRole = .recursive
    ) -> T? {
        existingOne(ObjectIdentifier(type), as: type, qualifier: qualifier, role: resolveRole)
    }

    /// The already-built instances registered for or linked to `T`; never builds anything.
    public func get<T>(
        withoutResolve type: [T].Type, qualifier: String = "", resolveRole: ResolveRole = .default
    ) -> [T] {
        existingAll(T.self, qualifier: qualifier, role: resolveRole)
    }

    /// The object registered for the type named `className` (`"Type"` or `"Module.Type"`), as `T`.
    public func get<T>(
        _ type: T.Type, className: String, qualifier: String = "", resolveRole: ResolveRole = .recursive
    ) -> T? {
        guard let typeID = typeID(named: className) else { return nil }
        return inSession {
            let found = withSingleMatch(typeID, qualifier: qualifier, role: resolveRole) { $0?.registration }
            guard let registration = found else { return nil }
            return obtain(registration, payload: nil) as? T
        }
    }

    /// A new object built from `payload` by the factory of the type named `className`, as `T`.
    public func get<T: Factory>(
        _ type: T.Type, className: String, qualifier: String = "", payload: T.RawPayload,
        resolveRole: ResolveRole = .recursive
    ) -> T? {
        guard let typeID = typeID(named: className) else { return nil }
        return inSession {
            for registration in factoryRegistrations(typeID, qualifier: qualifier, role: resolveRole) {
                if let value = obtain(registration, payload: payload) as? T { return value }
            }
            return nil
        }
    }

    /// The already-built instance of the type named `className`, as `T`; never builds anything.
    public func get<T>(
        withoutResolve type: T.Type, className: String, qualifier: String = "", resolveRole: ResolveRole = .recursive
    ) -> T? {
        guard let typeID = typeID(named: className) else { return nil }
        return existingOne(typeID, as: type, qualifier: qualifier, role: resolveRole)
    }
}

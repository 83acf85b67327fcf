/// The calls generated factories make (see docs/generated-code.md). Unlike `get`, they never
/// return nil: a missing object or property stops the program with a full explanation.
extension AppContext {
    /// The object registered for `type` and `qualifier`.
    @inlinable
    public func resolve<T>(_ type: T.Type, qualifier: String) -> T {
        if let value = resolveOne(type, qualifier: qualifier, role: .recursive) { return value }
        failMissing(type, qualifier: qualifier, role: .recursive)
    }

    /// Every object registered for or linked to `T` in every module, possibly none.
    public func resolve<T>(_ type: [T].Type, qualifier: String) -> [T] {
        resolveAll(T.self, qualifier: qualifier, payload: nil, role: .recursive)
    }

    /// The object registered for `type` with the qualifier found at the property `path`.
    public func resolve<T>(_ type: T.Type, qualifierBy path: String) -> T {
        resolve(type, qualifier: resolveProperty(path, type: String.self))
    }

    /// Every object for `T` with the qualifier found at the property `path`.
    public func resolve<T>(_ type: [T].Type, qualifierBy path: String) -> [T] {
        resolve(type, qualifier: resolveProperty(path, type: String.self))
    }

    /// A factory-built object; stops when nothing fits.
    func resolve<T: Factory>(_ type: T.Type, qualifier: String, payload: T.RawPayload, role: ResolveRole) -> T {
        if let value = resolveOne(type, qualifier: qualifier, payload: payload, role: role) { return value }
        failMissing(type, qualifier: qualifier, role: role)
    }

    /// A single object for `Inject` and the wrappers: like `resolve`, with a role.
    func require<T>(_ type: T.Type, qualifier: String, role: ResolveRole) -> T {
        if let value = resolveOne(type, qualifier: qualifier, role: role) { return value }
        failMissing(type, qualifier: qualifier, role: role)
    }
}

/// The instance forms of the `Inject` helpers, for use inside methods.
extension Inject {
    /// The object registered for `type` and `qualifier`.
    public func Inject<T>(_ type: T.Type, qualifier: String? = nil, resolveRole: ResolveRole = .recursive) -> T {
        Self.Inject(type, qualifier: qualifier, resolveRole: resolveRole)
    }

    /// Every object registered for or linked to `T`.
    public func Inject<T>(_ type: [T].Type, qualifier: String? = nil, resolveRole: ResolveRole = .default) -> [T] {
        Self.Inject(type, qualifier: qualifier, resolveRole: resolveRole)
    }

    /// A new object built by the factory for `type` from a payload made of `argument`.
    public func Inject<T: Factory>(
        _ type: T.Type, with argument: T.RawPayload.Tuple, resolveRole: ResolveRole = .recursive
    ) -> T {
        Self.Inject(type, with: argument, resolveRole: resolveRole)
    }

    /// New objects built from a payload made of `argument` by every factory for `T`.
    public func Inject<T: Factory>(
        _ type: [T].Type, with argument: T.RawPayload.Tuple, resolveRole: ResolveRole = .default
    ) -> [T] {
        Self.Inject(type, with: argument, resolveRole: resolveRole)
    }

    /// The object registered for `type` with the qualifier found at the property `qualifierBy`.
    public func Inject<T>(_ type: T.Type, qualifierBy path: String, resolveRole: ResolveRole = .recursive) -> T {
        Self.Inject(type, qualifierBy: path, resolveRole: resolveRole)
    }

    /// Every object for `T` with the qualifier found at the property `qualifierBy`.
    public func Inject<T>(_ type: [T].Type, qualifierBy path: String, resolveRole: ResolveRole = .default) -> [T] {
        Self.Inject(type, qualifierBy: path, resolveRole: resolveRole)
    }

    /// The property at `path` as a string; stops when it is missing.
    public func InjectProperty(_ path: String, resolveRole: ResolveRole = .default) -> String {
        Self.InjectProperty(path, resolveRole: resolveRole)
    }
}

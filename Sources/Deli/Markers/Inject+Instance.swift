/// The instance forms of the `Inject` helpers, for use inside methods: objects come from the
/// context building an object on this thread, else the context that built this one, else
/// `AppContext.shared`.
extension Inject {
    /// The object registered for `type` and `qualifier`.
    public func Inject<T>(_ type: T.Type, qualifier: String? = nil, resolveRole: ResolveRole = .recursive) -> T {
        AppContext.context(for: self).inject(type, qualifier: qualifier, role: resolveRole)
    }

    /// Every object registered for or linked to `T`.
    public func Inject<T>(_ type: [T].Type, qualifier: String? = nil, resolveRole: ResolveRole = .default) -> [T] {
        AppContext.context(for: self).get(type, qualifier: qualifier ?? "", resolveRole: resolveRole)
    }

    /// A new object built by the factory for `type` from a payload made of `argument`.
    public func Inject<T: Factory>(
        _ type: T.Type, with argument: T.RawPayload.Tuple, resolveRole: ResolveRole = .recursive
    ) -> T {
        AppContext.context(for: self).inject(type, with: argument, role: resolveRole)
    }

    /// New objects built from a payload made of `argument` by every factory for `T`.
    public func Inject<T: Factory>(
        _ type: [T].Type, with argument: T.RawPayload.Tuple, resolveRole: ResolveRole = .default
    ) -> [T] {
        AppContext.context(for: self).get(type, payload: T.RawPayload(with: argument), resolveRole: resolveRole)
    }

    /// The object registered for `type` with the qualifier found at the property `qualifierBy`.
    public func Inject<T>(_ type: T.Type, qualifierBy path: String, resolveRole: ResolveRole = .recursive) -> T {
        AppContext.context(for: self).inject(type, qualifierBy: path, role: resolveRole)
    }

    /// Every object for `T` with the qualifier found at the property `qualifierBy`.
    public func Inject<T>(_ type: [T].Type, qualifierBy path: String, resolveRole: ResolveRole = .default) -> [T] {
        AppContext.context(for: self).inject(type, qualifierBy: path, role: resolveRole)
    }

    /// The property at `path` as a string; stops when it is missing.
    public func InjectProperty(_ path: String, resolveRole: ResolveRole = .default) -> String {
        AppContext.context(for: self).injectProperty(path)
    }
}

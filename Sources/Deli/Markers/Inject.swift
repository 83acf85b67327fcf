/// Lets a type fetch dependencies from the context with `Inject(...)` and `InjectProperty(...)`,
/// in property initialisers (the static forms) and in methods (the instance forms).
///
/// ```swift
/// final class LoginView: Inject {
///     let viewModel = Inject(LoginViewModel.self)
///     let novels = Inject([Book].self, qualifier: "Novel")
///     let serverURL = InjectProperty("server.url")
/// }
/// ```
///
/// The static forms take objects from `AppContext.current`: the context that is building the
/// enclosing object, else `AppContext.shared`. The instance forms, in methods, also reach the context
/// that built the object when it is not the shared one. A missing object or property stops the
/// program with an explanation.
public protocol Inject {}

extension Inject {
    /// The object registered for `type` and `qualifier`.
    public static func Inject<T>(
        _ type: T.Type, qualifier: String? = nil, resolveRole: ResolveRole = .recursive
    ) -> T {
        AppContext.current.inject(type, qualifier: qualifier, role: resolveRole)
    }

    /// Every object registered for or linked to `T`.
    public static func Inject<T>(
        _ type: [T].Type, qualifier: String? = nil, resolveRole: ResolveRole = .default
    ) -> [T] {
        AppContext.current.get(type, qualifier: qualifier ?? "", resolveRole: resolveRole)
    }

    /// A new object built by the factory for `type` from a payload made of `argument`.
    public static func Inject<T: Factory>(
        _ type: T.Type, with argument: T.RawPayload.Tuple, resolveRole: ResolveRole = .recursive
    ) -> T {
        AppContext.current.inject(type, with: argument, role: resolveRole)
    }

    /// New objects built from a payload made of `argument` by every factory for `T`.
    public static func Inject<T: Factory>(
        _ type: [T].Type, with argument: T.RawPayload.Tuple, resolveRole: ResolveRole = .default
    ) -> [T] {
        AppContext.current.get(type, payload: T.RawPayload(with: argument), resolveRole: resolveRole)
    }

    /// The object registered for `type` with the qualifier found at the property `qualifierBy`.
    public static func Inject<T>(_ type: T.Type, qualifierBy path: String, resolveRole: ResolveRole = .recursive) -> T {
        AppContext.current.inject(type, qualifierBy: path, role: resolveRole)
    }

    /// Every object for `T` with the qualifier found at the property `qualifierBy`.
    public static func Inject<T>(
        _ type: [T].Type, qualifierBy path: String, resolveRole: ResolveRole = .default
    ) -> [T] {
        AppContext.current.inject(type, qualifierBy: path, role: resolveRole)
    }

    /// The property at `path` as a string; stops when it is missing.
    public static func InjectProperty(_ path: String, resolveRole: ResolveRole = .default) -> String {
        AppContext.current.injectProperty(path)
    }
}

/// What the `Inject` forms do, in one context.
extension AppContext {
    func inject<T>(_ type: T.Type, qualifier: String?, role: ResolveRole) -> T {
        require(type, qualifier: qualifier ?? "", role: role)
    }

    func inject<T: Factory>(_ type: T.Type, with argument: T.RawPayload.Tuple, role: ResolveRole) -> T {
        resolve(type, qualifier: "", payload: T.RawPayload(with: argument), role: role)
    }

    func inject<T>(_ type: T.Type, qualifierBy path: String, role: ResolveRole) -> T {
        require(type, qualifier: resolveProperty(path, type: String.self), role: role)
    }

    func inject<T>(_ type: [T].Type, qualifierBy path: String, role: ResolveRole) -> [T] {
        get(type, qualifier: resolveProperty(path, type: String.self), resolveRole: role)
    }

    func injectProperty(_ path: String) -> String {
        requireProperty(path, as: String.self) { PropertyConverter.string($0) }
    }
}

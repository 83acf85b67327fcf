/// A property resolved from `AppContext.current` when the enclosing object is created.
///
/// ```swift
/// final class Library {
///     @Dependency(qualifier: "storage") var logger: Logger
///     @Dependency(qualifierBy: "logger.kind") var other: Logger
/// }
/// ```
@propertyWrapper
public struct Dependency<T> {
    /// The resolved object.
    public var wrappedValue: T

    /// Resolves the object registered for `T` with `qualifier` (nil or `""`: none, as in Deli 0.9).
    public init(qualifier: String? = nil, resolveRole: ResolveRole = .recursive) {
        wrappedValue = AppContext.current.require(T.self, qualifier: qualifier ?? "", role: resolveRole)
    }

    /// Resolves the object registered for `T` with the qualifier found at the property `qualifierBy`.
    public init(qualifierBy path: String, resolveRole: ResolveRole = .recursive) {
        let context = AppContext.current
        wrappedValue = context.require(
            T.self, qualifier: context.resolveProperty(path, type: String.self), role: resolveRole)
    }
}

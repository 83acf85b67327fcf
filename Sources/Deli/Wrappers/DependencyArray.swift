/// An array property resolved from `AppContext.current` when the enclosing object is created.
///
/// ```swift
/// final class Shelf {
///     @DependencyArray(qualifier: "Novel") var novels: [Book]
/// }
/// ```
@propertyWrapper
public struct DependencyArray<T> {
    /// The resolved objects.
    public var wrappedValue: [T]

    /// Resolves every object for `T` (with `qualifier` when neither nil nor empty).
    public init(qualifier: String? = nil, resolveRole: ResolveRole = .default) {
        wrappedValue = AppContext.current.get([T].self, qualifier: qualifier ?? "", resolveRole: resolveRole)
    }

    /// Resolves every object for `T` with the qualifier found at the property `qualifierBy`.
    public init(qualifierBy path: String, resolveRole: ResolveRole = .default) {
        let context = AppContext.current
        wrappedValue = context.get(
            [T].self, qualifier: context.resolveProperty(path, type: String.self), resolveRole: resolveRole)
    }
}

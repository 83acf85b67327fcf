/// A string property read from the property tree when the enclosing object is created.
///
/// ```swift
/// final class NetworkManager {
///     @PropertyValue("server.url") var serverURL: String
/// }
/// ```
@propertyWrapper
public struct PropertyValue {
    /// The property's value.
    public var wrappedValue: String

    /// Reads the property at `path`; stops with an explanation when it is missing.
    public init(_ path: String, resolveRole: ResolveRole = .default) {
        wrappedValue = AppContext.current.requireProperty(path, as: String.self) { PropertyConverter.string($0) }
    }
}

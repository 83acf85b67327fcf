/// One argument of a generated initialiser or `inject(...)` call.
public struct ArgumentBlueprint: Hashable, Sendable {
    /// The argument label as the user wrote it; `nil` for `_`.
    public var label: String?
    public var value: Value

    /// Where the argument's value comes from.
    public enum Value: Hashable, Sendable {
        /// `context.resolve(T.self, qualifier: "q")`, or `[T].self` when `isArray`.
        case dependency(type: String, qualifier: String, isArray: Bool)
        /// `context.resolve(T.self, qualifierBy: "path")`, or `[T].self` when `isArray`.
        case qualifiedByProperty(type: String, path: String, isArray: Bool)
        /// The factory payload, passed through from the resolver's parameter.
        case payload
        /// A `ConfigProperty` field: `context.resolveProperty("path", type: T.self)`; optional fields
        /// use `context.getProperty` and may be nil.
        case property(path: String, type: String, isOptional: Bool)
    }

    public init(label: String?, value: Value) {
        self.label = label
        self.value = value
    }
}

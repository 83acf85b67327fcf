/// One parameter of an initialiser or `inject(...)` method, as written.
public struct ParameterDeclaration: Hashable, Sendable, Codable {
    /// The argument label as spelled; nil for `_`.
    public var label: String?
    /// The parameter's internal name.
    public var name: String
    /// The type as written, without whitespace (`[Book]`, `Outer.Logger`).
    public var typeText: String
    /// The text of a `/*path*/` block comment between label and name (qualifier-by-property).
    public var qualifierBy: String?
    public var location: SourceLocation
    /// True when the type is a generic parameter of the function without a constraint (`T`, `[T]`
    /// or `T?` in `init<T>(_ item: T)`): the type is kept as written, since a type of that name
    /// would fill it.
    public var isGenericParameter: Bool
    /// Written with a default value (`retries: Int = 3`): never injected, the generated call leaves
    /// it out and the default is used.
    public var hasDefaultValue: Bool

    public init(
        label: String?, name: String, typeText: String, qualifierBy: String?, location: SourceLocation,
        isGenericParameter: Bool = false, hasDefaultValue: Bool = false
    ) {
        self.label = label
        self.name = name
        self.typeText = typeText
        self.qualifierBy = qualifierBy
        self.location = location
        self.isGenericParameter = isGenericParameter
        self.hasDefaultValue = hasDefaultValue
    }
}

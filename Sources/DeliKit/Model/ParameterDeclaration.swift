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

    public init(label: String?, name: String, typeText: String, qualifierBy: String?, location: SourceLocation) {
        self.label = label
        self.name = name
        self.typeText = typeText
        self.qualifierBy = qualifierBy
        self.location = location
    }
}

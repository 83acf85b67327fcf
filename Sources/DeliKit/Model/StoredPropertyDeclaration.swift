/// A stored property with a type annotation (a `ConfigProperty` field candidate).
public struct StoredPropertyDeclaration: Hashable, Sendable, Codable {
    public var name: String
    /// The annotated type without whitespace, e.g. `Int?`.
    public var typeText: String
    /// Whether the property is `static` / `class` (never a field).
    public var isStatic: Bool
    public var location: SourceLocation

    public init(name: String, typeText: String, isStatic: Bool, location: SourceLocation) {
        self.name = name
        self.typeText = typeText
        self.isStatic = isStatic
        self.location = location
    }
}

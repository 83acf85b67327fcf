/// A stored property with a type annotation (a `ConfigProperty` field candidate).
public struct StoredPropertyDeclaration: Hashable, Sendable, Codable {
    public var name: String
    /// The annotated type without whitespace, e.g. `Int?`.
    public var typeText: String
    /// Whether the property is `static` / `class` (never a field).
    public var isStatic: Bool
    /// No initial value, no property wrapper and not an optional `var`: a struct's memberwise
    /// initialiser needs an argument for it, so the struct has no implicit `init()`.
    public var needsInitialValue: Bool
    /// A `let` with an initial value: no initialiser sets it (a `ConfigProperty` does not read it).
    public var isFixed: Bool
    public var location: SourceLocation

    public init(
        name: String, typeText: String, isStatic: Bool, needsInitialValue: Bool = false, isFixed: Bool = false,
        location: SourceLocation
    ) {
        self.name = name
        self.typeText = typeText
        self.isStatic = isStatic
        self.needsInitialValue = needsInitialValue
        self.isFixed = isFixed
        self.location = location
    }
}

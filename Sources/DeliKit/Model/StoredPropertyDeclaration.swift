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
    /// Written with an initial value (`var timeout: Double? = 2.5`): a memberwise argument that
    /// may be left out.
    public var hasInitialValue: Bool
    /// `private` or `fileprivate` (not `private(set)`): a struct's memberwise initialiser that
    /// takes it is just as hidden.
    public var isInaccessible: Bool
    /// `private(set)` or `fileprivate(set)`: another file cannot assign it.
    public var isSetterInaccessible: Bool
    public var location: SourceLocation

    public init(
        name: String, typeText: String, isStatic: Bool, needsInitialValue: Bool = false, isFixed: Bool = false,
        hasInitialValue: Bool = false, isInaccessible: Bool = false, isSetterInaccessible: Bool = false,
        location: SourceLocation
    ) {
        self.name = name
        self.typeText = typeText
        self.isStatic = isStatic
        self.needsInitialValue = needsInitialValue
        self.isFixed = isFixed
        self.hasInitialValue = hasInitialValue
        self.isInaccessible = isInaccessible
        self.isSetterInaccessible = isSetterInaccessible
        self.location = location
    }
}

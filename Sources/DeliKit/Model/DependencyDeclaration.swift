/// One dependency of a component, in parameter order, ready for the generated call.
public struct DependencyDeclaration: Hashable, Sendable, Codable {
    /// The argument label as spelled, for the generated call; nil for `_` (and for `Config` dependencies).
    public var label: String?
    /// The element type asked for, with typealiases resolved (`Book` for `[Book]`).
    public var typeName: String
    public var isArray: Bool
    /// The qualifier to resolve with; `""` means none.
    public var qualifier: String
    /// A property path whose value is the qualifier (`/*logger.storage*/`).
    public var qualifierBy: String?
    public var location: SourceLocation

    public init(
        label: String?, typeName: String, isArray: Bool, qualifier: String, qualifierBy: String?,
        location: SourceLocation
    ) {
        self.label = label
        self.typeName = typeName
        self.isArray = isArray
        self.qualifier = qualifier
        self.qualifierBy = qualifierBy
        self.location = location
    }

    /// `Logger`, `[Book]`, for messages.
    public var displayType: String { isArray ? "[\(typeName)]" : typeName }
}

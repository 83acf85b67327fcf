/// A dependency asked for inside a type's code: `Inject(...)`, `InjectProperty(...)` or a wrapper.
public struct DependencyUsage: Hashable, Sendable, Codable {
    /// Which form asked for the dependency.
    public enum Kind: String, Hashable, Sendable, Codable {
        case inject
        case injectProperty
        case dependencyWrapper
        case dependencyArrayWrapper
        case propertyValueWrapper
    }

    public var kind: Kind
    /// The element type asked for (nil for properties).
    public var typeName: String?
    public var isArray: Bool
    /// `Inject(T.self, with: payload)`.
    public var hasPayload: Bool
    public var qualifier: LocatedValue?
    public var qualifierBy: LocatedValue?
    /// The property path of `InjectProperty` / `@PropertyValue`.
    public var path: LocatedValue?
    /// The innermost type (or extended type) around the usage; nil at file level.
    public var enclosingType: String?
    public var location: SourceLocation
    /// The module that declares it, when it is not the target's own.
    public var module: String?

    public init(
        kind: Kind, typeName: String? = nil, isArray: Bool = false, hasPayload: Bool = false,
        qualifier: LocatedValue? = nil, qualifierBy: LocatedValue? = nil, path: LocatedValue? = nil,
        enclosingType: String?, location: SourceLocation
    ) {
        self.kind = kind
        self.typeName = typeName
        self.isArray = isArray
        self.hasPayload = hasPayload
        self.qualifier = qualifier
        self.qualifierBy = qualifierBy
        self.path = path
        self.enclosingType = enclosingType
        self.location = location
    }
}

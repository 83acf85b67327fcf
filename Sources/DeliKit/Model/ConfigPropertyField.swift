/// A stored field of a `ConfigProperty` struct, read from `target.name` in the property tree.
public struct ConfigPropertyField: Hashable, Sendable, Codable {
    public var name: String
    /// The field type without `?` (`Int`, `String`, or a nested ConfigProperty's full name).
    public var typeName: String
    public var isOptional: Bool
    /// The field's type is itself a `ConfigProperty` declared in the scanned sources.
    public var isNested: Bool
    /// A scalar `var` written with an initial value (`var retries: Int = 3`): it keeps that value
    /// when the path is absent or null, so the path is not required.
    public var hasDefault: Bool
    /// `private`/`fileprivate`: the memberwise initialiser is just as hidden.
    public var isInaccessible: Bool
    /// `private(set)`/`fileprivate(set)`: the generated factory cannot assign it.
    public var isSetterInaccessible: Bool
    public var location: SourceLocation

    public init(
        name: String, typeName: String, isOptional: Bool, isNested: Bool = false, hasDefault: Bool = false,
        isInaccessible: Bool = false, isSetterInaccessible: Bool = false, location: SourceLocation
    ) {
        self.name = name
        self.typeName = typeName
        self.isOptional = isOptional
        self.isNested = isNested
        self.hasDefault = hasDefault
        self.isInaccessible = isInaccessible
        self.isSetterInaccessible = isSetterInaccessible
        self.location = location
    }
}

/// The `ConfigProperty` part of a component: where its values live and which fields it has.
public struct ConfigPropertyDeclaration: Hashable, Sendable, Codable {
    /// The literal `target` path; nil when missing or not a literal (already diagnosed).
    public var target: String?
    public var fields: [ConfigPropertyField]
    /// The first initialiser declared in the struct's own body, which removes the memberwise
    /// initialiser the generated factory calls; nil when there is none.
    public var ownInitializer: SourceLocation?

    public init(target: String?, fields: [ConfigPropertyField], ownInitializer: SourceLocation? = nil) {
        self.target = target
        self.fields = fields
        self.ownInitializer = ownInitializer
    }

    /// The property path of one field.
    public func path(of field: ConfigPropertyField) -> String? {
        target.map { $0.isEmpty ? field.name : "\($0).\(field.name)" }
    }
}

/// The `Configuration` part of a member registration.
public struct ConfigurationMember: Hashable, Sendable, Codable {
    /// The `Configuration` type that declares the member (instantiated once per load).
    public var typeName: String
    /// The member to call, e.g. `networkManager` in `userConfiguration.networkManager()`.
    public var memberName: String

    public init(typeName: String, memberName: String) {
        self.typeName = typeName
        self.memberName = memberName
    }
}

/// One registration the generated factory will make, with everything the renderer needs.
public struct ComponentDeclaration: Hashable, Sendable, Codable {
    public var kind: ComponentKind
    /// The registered type with nesting, e.g. `Outer.Inner`.
    public var typeName: String
    /// `""` means no qualifier.
    public var qualifier: String
    /// Factories and ConfigProperty are always `.prototype`.
    public var scope: ComponentScope
    public var isValueType: Bool
    public var location: SourceLocation
    /// Every non-Deli supertype reachable through the scanned sources, sorted.
    public var supertypes: [String]
    /// The supertypes the generated code links to (scanned ones, or asked for by a dependency), sorted.
    public var links: [String] = []
    /// The dependencies in parameter order: initialiser parameters (without `payload`) for
    /// `autowired`/`autowiredFactory`, `inject(...)` parameters for the lazy kinds, `D1…Dn` for `Config`.
    public var dependencies: [DependencyDeclaration]
    /// The payload type of a factory (`P` in `payload: P`).
    public var payloadType: String?
    public var configuration: ConfigurationMember?
    public var configProperty: ConfigPropertyDeclaration?
    /// Facts kept for the checks (not needed to render).
    public var facts: ComponentFacts
    /// Its isolation and its initialiser's effects.
    public var concurrency = ComponentConcurrency()
    /// The module that declares it, when it is not the target's own: another module's factory
    /// registers it, and the target's graph only resolves against it.
    public var module: String?

    public init(
        kind: ComponentKind, typeName: String, qualifier: String, scope: ComponentScope, isValueType: Bool,
        location: SourceLocation, supertypes: [String], dependencies: [DependencyDeclaration],
        payloadType: String? = nil, configuration: ConfigurationMember? = nil,
        configProperty: ConfigPropertyDeclaration? = nil, facts: ComponentFacts
    ) {
        self.kind = kind
        self.typeName = typeName
        self.qualifier = qualifier
        self.scope = scope
        self.isValueType = isValueType
        self.location = location
        self.supertypes = supertypes
        self.dependencies = dependencies
        self.payloadType = payloadType
        self.configuration = configuration
        self.configProperty = configProperty
        self.facts = facts
    }

    /// Whether the generated factory can register it (not private, fileprivate or generic).
    public var isRegistrable: Bool { facts.access == .visible && !facts.isGeneric && !typeName.isEmpty }

    /// Whether the target's own factory registers it (registrable, and declared in the target).
    public var isOwnRegistration: Bool { isRegistrable && module == nil }
}

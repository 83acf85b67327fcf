/// One registration the generated factory will make, with everything the renderer needs.
///
/// Its fields live in one shared, copy-on-write box (``MemoBox``): the graph, the checks and the
/// renderer pass thousands of components around, and a copy is one retain instead of one per
/// field. The box also keeps what the renderers derive from a component, for a component kept
/// between runs of one process.
public struct ComponentDeclaration: Hashable, Sendable, Codable {
    private var box: MemoBox<Fields>

    public var kind: ComponentKind {
        get { box.fields.kind }
        _modify { yield &fields.kind }
    }

    /// The registered type with nesting, e.g. `Outer.Inner`.
    public var typeName: String {
        get { box.fields.typeName }
        _modify { yield &fields.typeName }
    }

    /// `""` means no qualifier.
    public var qualifier: String {
        get { box.fields.qualifier }
        _modify { yield &fields.qualifier }
    }

    /// Factories and ConfigProperty are always `.prototype`.
    public var scope: ComponentScope {
        get { box.fields.scope }
        _modify { yield &fields.scope }
    }

    public var isValueType: Bool {
        get { box.fields.isValueType }
        _modify { yield &fields.isValueType }
    }

    public var location: SourceLocation {
        get { box.fields.location }
        _modify { yield &fields.location }
    }

    /// Every non-Deli supertype reachable through the scanned sources, sorted.
    public var supertypes: [String] {
        get { box.fields.supertypes }
        _modify { yield &fields.supertypes }
    }

    /// The supertypes the generated code links to (scanned ones, or asked for by a dependency), sorted.
    public var links: [String] {
        get { box.fields.links }
        _modify { yield &fields.links }
    }

    /// The dependencies in parameter order: initialiser parameters (without `payload`) for
    /// `autowired`/`autowiredFactory`, `inject(...)` parameters for the lazy kinds, `D1…Dn` for `Config`.
    public var dependencies: [DependencyDeclaration] {
        get { box.fields.dependencies }
        _modify { yield &fields.dependencies }
    }

    /// The payload type of a factory (`P` in `payload: P`).
    public var payloadType: String? {
        get { box.fields.payloadType }
        _modify { yield &fields.payloadType }
    }

    public var configuration: ConfigurationMember? {
        _read { yield box.fields.configuration }
        _modify { yield &fields.configuration }
    }

    public var configProperty: ConfigPropertyDeclaration? {
        _read { yield box.fields.configProperty }
        _modify { yield &fields.configProperty }
    }

    /// Facts kept for the checks (not needed to render).
    ///
    /// Read in place (`_read`), like ``concurrency``, ``configuration`` and ``configProperty``: these
    /// hold many fields, and a getter copied all of them for every field a check or the renderer read.
    public var facts: ComponentFacts {
        _read { yield box.fields.facts }
        _modify { yield &fields.facts }
    }

    /// Its isolation and its initialiser's effects.
    public var concurrency: ComponentConcurrency {
        _read { yield box.fields.concurrency }
        _modify { yield &fields.concurrency }
    }

    /// The module that declares it, when it is not the target's own: another module's factory
    /// registers it, and the target's graph only resolves against it.
    public var module: String? {
        get { box.fields.module }
        _modify { yield &fields.module }
    }

    /// The names among its type, supertypes and dependency types that are protocols declared in the
    /// scanned sources, sorted: the generated code writes them as existentials (`any P`), which a
    /// protocol with an associated type or a `Self` requirement needs.
    public var protocolNames: [String] {
        get { box.fields.protocolNames }
        _modify { yield &fields.protocolNames }
    }

    /// `any P` for one of ``protocolNames``; other names as they are.
    func spelled(_ name: String) -> String {
        protocolNames.isEmpty || !protocolNames.contains(name) ? name : "any " + name
    }

    public init(
        kind: ComponentKind, typeName: String, qualifier: String, scope: ComponentScope, isValueType: Bool,
        location: SourceLocation, supertypes: [String], dependencies: [DependencyDeclaration],
        payloadType: String? = nil, configuration: ConfigurationMember? = nil,
        configProperty: ConfigPropertyDeclaration? = nil, facts: ComponentFacts
    ) {
        box = MemoBox(
            Fields(
                kind: kind, typeName: typeName, qualifier: qualifier, scope: scope, isValueType: isValueType,
                location: location, supertypes: supertypes, dependencies: dependencies, payloadType: payloadType,
                configuration: configuration, configProperty: configProperty, facts: facts))
    }

    /// Whether the generated factory can register it (not private, fileprivate or generic).
    public var isRegistrable: Bool {
        facts.access == .visible && !facts.isGeneric && facts.enclosingRestriction == nil && !typeName.isEmpty
    }

    /// Whether the target's own factory registers it (registrable, and declared in the target).
    public var isOwnRegistration: Bool { isRegistrable && module == nil }

    /// The fields for a change: the box is copied first when another value shares it.
    private var fields: Fields {
        get { box.fields }
        _modify {
            MemoBox.makeUnique(&box)
            yield &box.fields
        }
    }

    /// The value of `key` derived from this component: made by `make` the first time, then kept
    /// with the component's fields until they change (see ``MemoBox``).
    func derived<Value: Sendable>(_ key: DerivedKey<Value>, _ make: (ComponentDeclaration) -> Value) -> Value {
        box.derived(key) { _ in make(self) }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.box == rhs.box }

    public func hash(into hasher: inout Hasher) { hasher.combine(box) }

    public init(from decoder: any Decoder) throws { box = try MemoBox(from: decoder) }

    public func encode(to encoder: any Encoder) throws { try box.encode(to: encoder) }
}

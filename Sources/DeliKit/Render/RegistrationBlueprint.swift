/// One `register…` call in the generated factory.
public struct RegistrationBlueprint: Hashable, Sendable {
    /// Which `ModuleFactory` method registers the component.
    public enum Kind: String, Hashable, Sendable {
        case plain = "register"
        case lazy = "registerLazy"
        case factory = "registerFactory"
        case lazyFactory = "registerLazyFactory"

        var takesPayload: Bool { self == .factory || self == .lazyFactory }
        var isLazy: Bool { self == .lazy || self == .lazyFactory }
    }

    /// The runtime scopes, spelled as in `Deli.Scope`.
    public enum Scope: String, Hashable, Sendable {
        case always, singleton, prototype, weak
    }

    /// The fields, in one copy-on-write box: a blueprint is kept with its component between runs
    /// and copied into every factory blueprint, and a copy is one retain instead of one per field.
    /// The box also keeps the blueprint's render fingerprint once made, until the fields change.
    var box: MemoBox<Fields>

    public var kind: Kind {
        get { box.fields.kind }
        _modify { yield &fields.kind }
    }

    /// The registered type as written in Swift, e.g. `Outer.Inner`.
    public var typeName: String {
        get { box.fields.typeName }
        _modify { yield &fields.typeName }
    }

    public var qualifier: String {
        get { box.fields.qualifier }
        _modify { yield &fields.qualifier }
    }

    /// Ignored for factories, which are always prototype.
    public var scope: Scope {
        get { box.fields.scope }
        _modify { yield &fields.scope }
    }

    public var construction: Construction {
        get { box.fields.construction }
        _modify { yield &fields.construction }
    }

    /// Arguments of `inject(...)` for lazy kinds; empty otherwise.
    public var injectArguments: [ArgumentBlueprint] {
        get { box.fields.injectArguments }
        _modify { yield &fields.injectArguments }
    }

    /// Supertypes the registration is also reachable through. Rendered sorted and de-duplicated.
    public var links: [String] {
        get { box.fields.links }
        _modify { yield &fields.links }
    }

    /// The `#if` clauses around the component's declaration, outermost first: the registration is
    /// wrapped in the same clauses, so it is compiled exactly when the component is.
    public var conditions: [BranchCondition] {
        get { box.fields.conditions }
        _modify { yield &fields.conditions }
    }

    /// The links that only an extension inside `#if` adds, with the clauses (beyond
    /// ``conditions``) each is written in.
    public var linkConditions: [String: [BranchCondition]] {
        get { box.fields.linkConditions }
        _modify { yield &fields.linkConditions }
    }

    /// How the resolver reaches the initialiser under Swift concurrency.
    public var isolation: Isolation {
        get { box.fields.isolation }
        _modify { yield &fields.isolation }
    }

    /// The initialiser is `nonisolated`: the resolver calls it directly, whatever ``isolation`` the
    /// injector keeps.
    public var constructsAnywhere: Bool {
        get { box.fields.constructsAnywhere }
        _modify { yield &fields.constructsAnywhere }
    }

    /// Components built by `start()` that the initialiser needs, directly or through other
    /// components: a started resolver awaits them before it builds (type names and qualifiers).
    public var awaited: [AwaitedComponent] {
        get { box.fields.awaited }
        _modify { yield &fields.awaited }
    }

    /// `ConfigProperty` fields with a default (`var retries: Int = 3`), left out of the
    /// initialiser call and assigned afterwards only when their property is present.
    public var defaultedFields: [ArgumentBlueprint] {
        get { box.fields.defaultedFields }
        _modify { yield &fields.defaultedFields }
    }

    public init(
        kind: Kind,
        typeName: String,
        qualifier: String = "",
        scope: Scope = .singleton,
        construction: Construction,
        injectArguments: [ArgumentBlueprint] = [],
        links: [String] = []
    ) {
        box = MemoBox(
            Fields(
                kind: kind, typeName: typeName, qualifier: qualifier, scope: scope, construction: construction,
                injectArguments: injectArguments, links: links))
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.box == rhs.box }

    public func hash(into hasher: inout Hasher) { hasher.combine(box) }
}

extension RegistrationBlueprint: CopyOnWriteValue {}

extension RegistrationBlueprint {
    /// What a blueprint holds, as its box keeps it.
    struct Fields: Hashable {
        var kind: Kind
        var typeName: String
        var qualifier: String
        var scope: Scope
        var construction: Construction
        var injectArguments: [ArgumentBlueprint]
        var links: [String]
        var conditions: [BranchCondition] = []
        var linkConditions: [String: [BranchCondition]] = [:]
        var isolation: Isolation = .none
        var constructsAnywhere = false
        var awaited: [AwaitedComponent] = []
        var defaultedFields: [ArgumentBlueprint] = []
    }
}

/// How a resolver closure builds the instance.
public enum Construction: Hashable, Sendable {
    /// `TypeName(label: value, …)`; a payload argument refers to the resolver's parameter.
    case initializer([ArgumentBlueprint])
    /// `configuration.member()` for a `Config(...)` member of a `Configuration` type.
    case configurationMember(configurationType: String, member: String)
}

/// How a resolver reaches a component's initialiser under Swift concurrency.
public enum Isolation: Hashable, Sendable {
    /// A plain synchronous call.
    case none
    /// `context.onMainActor(T.self) { T(…) }`: built on the main actor by a lookup made there.
    case mainActor
    /// `registerAsync(…)`: built by `AppContext.start()`, in a closure isolated to `globalActor` when
    /// there is one, with `try` and `await` as the initialiser needs.
    case atStart(globalActor: String?, isAsync: Bool, isThrowing: Bool)
}

/// A component built by `start()` that another one's resolver awaits first.
public struct AwaitedComponent: Hashable, Sendable {
    public var typeName: String
    public var qualifier: String

    public init(typeName: String, qualifier: String) {
        self.typeName = typeName
        self.qualifier = qualifier
    }
}

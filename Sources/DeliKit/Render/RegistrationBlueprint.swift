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

    public var kind: Kind
    /// The registered type as written in Swift, e.g. `Outer.Inner`.
    public var typeName: String
    public var qualifier: String
    /// Ignored for factories, which are always prototype.
    public var scope: Scope
    public var construction: Construction
    /// Arguments of `inject(...)` for lazy kinds; empty otherwise.
    public var injectArguments: [ArgumentBlueprint]
    /// Supertypes the registration is also reachable through. Rendered sorted and de-duplicated.
    public var links: [String]
    /// The `#if` clauses around the component's declaration, outermost first: the registration is
    /// wrapped in the same clauses, so it is compiled exactly when the component is.
    public var conditions: [BranchCondition] = []
    /// The links that only an extension inside `#if` adds, with the clauses (beyond
    /// ``conditions``) each is written in.
    public var linkConditions: [String: [BranchCondition]] = [:]
    /// How the resolver reaches the initialiser under Swift concurrency.
    public var isolation: Isolation = .none
    /// The initialiser is `nonisolated`: the resolver calls it directly, whatever ``isolation`` the
    /// injector keeps.
    public var constructsAnywhere = false
    /// Components built by `start()` that the initialiser needs, directly or through other
    /// components: a started resolver awaits them before it builds (type names and qualifiers).
    public var awaited: [AwaitedComponent] = []
    /// `ConfigProperty` fields with a default (`var retries: Int = 3`), left out of the
    /// initialiser call and assigned afterwards only when their property is present.
    public var defaultedFields: [ArgumentBlueprint] = []

    public init(
        kind: Kind,
        typeName: String,
        qualifier: String = "",
        scope: Scope = .singleton,
        construction: Construction,
        injectArguments: [ArgumentBlueprint] = [],
        links: [String] = []
    ) {
        self.kind = kind
        self.typeName = typeName
        self.qualifier = qualifier
        self.scope = scope
        self.construction = construction
        self.injectArguments = injectArguments
        self.links = links
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

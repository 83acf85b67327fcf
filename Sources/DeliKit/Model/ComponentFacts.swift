/// What the checks need to know about how a component was written.
public struct ComponentFacts: Hashable, Sendable, Codable {
    public var access: TypeAccess = .visible
    public var isGeneric = false
    /// A generic, private or fileprivate type the component is nested in (see ``EnclosingRestriction``).
    public var enclosingRestriction: EnclosingRestriction?
    public var conditions: [BranchCondition] = []
    /// The links that only an extension inside `#if` clauses adds, with the clauses beyond
    /// ``conditions`` they are registered under.
    public var linkConditions: [String: [BranchCondition]] = [:]
    /// The `qualifier`, `scope` and `target` members declared inside `#if` clauses, and the global
    /// actors written inside `#if` in an attribute list (keyed `@MainActor`) (`DELI-E023`).
    public var valuesInClauses: [String: SourceLocation] = [:]
    /// The declared or inherited `qualifier`, `scope` and `target` members.
    public var qualifier: LocatedValue?
    public var scope: LocatedValue?
    public var target: LocatedValue?
    /// The dependency-initialiser candidates (Autowired kinds) found; for kinds created with `T()`
    /// (Component, LazyAutowired, a Configuration) every declared or inherited initialiser.
    public var initializers: [FunctionDeclaration] = []
    /// Kinds created with `T()`: Swift still provides the implicit `init()` (no designated
    /// initialiser in a class, none in a struct's own body; never for an enum).
    public var hasImplicitInitializer = true
    /// The `inject(...)` methods found (lazy kinds), without those marked unavailable.
    public var injectMethods: [FunctionDeclaration] = []
    /// Where the dependency or payload initialisers (Autowired kinds and factories) and the
    /// `inject(...)` methods marked unavailable are, which were passed over (notes of `DELI-E008`,
    /// `E009` and `E013`).
    public var unavailableInitializers: [SourceLocation] = []
    public var unavailableInjectors: [SourceLocation] = []
    /// The payload type is declared in the scanned sources but does not conform to `Payload`.
    public var payloadIsNotPayload = false
    /// An `AutowiredFactory`'s labelled dependency that keeps Swift from inferring its payload type,
    /// when the type declares no `typealias _Payload` (see `ComponentBuilder.uninferredPayloadLabel`).
    public var uninferredPayloadLabel: ParameterDeclaration?
    /// Where the `Configuration` type of a configuration member is declared.
    public var configurationLocation: SourceLocation?
    /// A `Configuration` type registered itself (as Deli 0.9 did), with the `component` kind.
    public var isConfigurationType = false
    /// The `Config(...)` call of a configuration member.
    public var configCall: ConfigCallDeclaration?

    public init() {}
}

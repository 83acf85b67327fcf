/// How a registration is created, which decides the `register…` call the renderer writes.
public enum ComponentKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// `Component`: created with `init()`.
    case component
    /// `Autowired`: created with its one dependency initialiser.
    case autowired
    /// `LazyAutowired`: created with `init()`, then `inject(...)` receives the dependencies.
    case lazyAutowired
    /// `AutowiredFactory`: an initialiser whose last parameter is `payload:`.
    case autowiredFactory
    /// `LazyAutowiredFactory`: `init(payload:)`, then `inject(...)`.
    case lazyAutowiredFactory
    /// A member of a `Configuration` type initialised with `Config(...)`.
    case configMember
    /// A `ConfigProperty` struct filled from the property tree.
    case configProperty

    /// Whether the dependencies are passed to `inject(...)` after creation (which breaks cycles).
    public var isLazy: Bool { self == .lazyAutowired || self == .lazyAutowiredFactory }

    /// Whether the registration needs a payload to be created.
    public var isFactory: Bool { self == .autowiredFactory || self == .lazyAutowiredFactory }

    /// The Deli protocol name, as printed in messages.
    public var protocolName: String {
        switch self {
        case .component: return "Component"
        case .autowired: return "Autowired"
        case .lazyAutowired: return "LazyAutowired"
        case .autowiredFactory: return "AutowiredFactory"
        case .lazyAutowiredFactory: return "LazyAutowiredFactory"
        case .configMember: return "Configuration"
        case .configProperty: return "ConfigProperty"
        }
    }
}

/// A type registered as is: `deli build` registers it with `init()`.
///
/// ```swift
/// final class UserServiceImpl: UserService, Component {
///     let qualifier: String? = "facebook"   // optional
///     let scope: Scope = .prototype         // optional, default .singleton
///     init() {}
/// }
/// ```
public protocol Component: Inject {
    /// Tells apart several registrations of one type; `nil` for none.
    var qualifier: String? { get }
    /// How long instances live.
    var scope: Scope { get }
}

extension Component {
    /// No qualifier.
    public var qualifier: String? { nil }
    /// A singleton.
    public var scope: Scope { .singleton }
}

/// A type built by its one dependency-taking initialiser; the parameters are its dependencies and
/// their argument labels are qualifiers (`_` for none).
///
/// ```swift
/// final class LibraryService: Autowired {
///     required init(Novel books: [Book], _ logger: Logger) { … }
/// }
/// ```
public protocol Autowired: Inject {
    /// Tells apart several registrations of one type; `nil` for none.
    var qualifier: String? { get }
    /// How long instances live.
    var scope: Scope { get }
}

extension Autowired {
    /// No qualifier.
    public var qualifier: String? { nil }
    /// A singleton.
    public var scope: Scope { .singleton }
}

/// A type created with `init()` whose dependencies arrive through one `inject(...)` method, so
/// cycles that pass through it resolve. `inject` runs before the outermost resolve returns.
///
/// ```swift
/// final class FriendService: LazyAutowired {
///     private(set) var messages: MessageService!
///     required init() {}
///     func inject(_ messages: MessageService) { self.messages = messages }
/// }
/// ```
public protocol LazyAutowired: Inject {
    /// Tells apart several registrations of one type; `nil` for none.
    var qualifier: String? { get }
    /// How long instances live.
    var scope: Scope { get }
    /// Creates the instance before its dependencies are injected.
    init()
}

extension LazyAutowired {
    /// No qualifier.
    public var qualifier: String? { nil }
    /// A singleton.
    public var scope: Scope { .singleton }
}

/// How a component meets Swift concurrency: the actor its construction is isolated to, and whether
/// its initialiser is `async` or `throws`.
public struct ComponentConcurrency: Hashable, Sendable, Codable {
    /// The global actor the type or the initialiser the generated code calls is isolated to
    /// (`MainActor`, or a `@globalActor` type of the sources); nil when nonisolated.
    public var globalActor: String?
    /// Why: `'HomeViewModel' is @MainActor`, `'Screen' inherits @MainActor from 'UIViewController'`.
    public var isolationReason: String?
    /// An `actor`: its own isolation domain (its initialiser is nonisolated, and it is `Sendable`).
    public var isActor = false
    /// The initialiser the generated code calls is `async`.
    public var isAsync = false
    /// The initialiser the generated code calls `throws`.
    public var isThrowing = false
    /// That initialiser, for located diagnostics.
    public var initializerLocation: SourceLocation?
    /// That initialiser is `nonisolated` and the type is isolated to a global actor: any code may
    /// call it (a lazy kind's `inject(...)` keeps the type's isolation).
    public var isInitializerNonisolated = false
    /// The global actor is named on the initialiser alone, not on the type or inherited by it: the
    /// instance is made on that actor but belongs to no actor afterwards.
    public var isIsolatedByInitializer = false

    public init() {}

    /// Built by `AppContext.start()` rather than by a synchronous lookup: the initialiser is
    /// `async` or `throws`, or isolated to a global actor other than the main actor (which only an
    /// `await` reaches).
    public var isBuiltAtStart: Bool {
        isAsync || isThrowing || (globalActor != nil && globalActor != Self.mainActor)
    }

    /// Built on the main actor by a synchronous lookup made from main-actor code.
    public var isBuiltOnMainActor: Bool { globalActor == Self.mainActor && !isBuiltAtStart }

    public static let mainActor = "MainActor"
}

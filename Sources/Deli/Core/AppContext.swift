#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The container apps resolve objects from: an ordered set of loaded modules.
///
/// Load the generated factories once at start-up and resolve from anywhere:
///
/// ```swift
/// AppContext.shared.load([AppFactory.self, NetworkFactory.self])
/// let service = AppContext.shared.get(UserService.self)
/// ```
///
/// Modules are searched by priority (highest first), then in load order, so a test can load a
/// mock module at `.high` to override real components. Create separate contexts with `init()`.
/// Every method is thread-safe.
public final class AppContext: @unchecked Sendable {
    /// The context used by `Inject`, the property wrappers and `Config` outside of any resolution:
    /// the one process-wide context, or, inside `withContext` and `withOverrides`, the context
    /// given to this task.
    public static var shared: AppContext {
        TaskContext.value ?? process
    }

    /// The process-wide context that `shared` is outside of `withContext`.
    static let process = AppContext()

    /// The context that is building an object on this thread right now (or, in a component's
    /// initialiser that `start()` runs, in this task), else `shared`.
    public static var current: AppContext {
        CurrentContext.value ?? TaskContext.building ?? shared
    }

    /// Guards everything below, and all registration state of the loaded modules.
    @usableFromInline let lock = PThreadLock(recursive: true)
    /// `CurrentContext.key`, copied so the hot path does not check the global's initialisation.
    @usableFromInline let currentKey: pthread_key_t = CurrentContext.key
    /// The fast path: which registration answers a key, and finished singletons.
    @usableFromInline let fast = FastTable()
    @exclusivity(unchecked) var loaded: [LoadedModule] = []
    /// The lookup table, filled type by type; emptied after a change.
    @exclusivity(unchecked) var index = RegistryIndex()
    @exclusivity(unchecked) var namesStorage: [String: ObjectIdentifier]?
    @exclusivity(unchecked) var session = ResolutionSession()
    @exclusivity(unchecked) var properties: [String: Any] = [:]
    @exclusivity(unchecked) var loadSequence = 0
    /// Counts singletons built, for ``Registration/builtSequence``.
    @exclusivity(unchecked) var buildSequence = 0
    /// The lifecycle components started and not stopped yet, in the order they started.
    @exclusivity(unchecked) var lifecycle = LifecycleState()
    /// Where `DELI_PROFILE` and property overrides are read (see `init(environment:)`).
    @exclusivity(unchecked) var environment = Environment.process
    /// The profiles chosen in code (`setDefaultProfiles`); `DELI_PROFILE` wins over them.
    @exclusivity(unchecked) var defaultProfiles: [String]?
    /// Modules and registrations unloaded during a session, kept alive until it ends (the engine
    /// refers to registrations without retaining them while it builds).
    @exclusivity(unchecked) var retired: [AnyObject] = []
    /// The warnings written about overrides that did not take effect (debug builds), each once.
    @exclusivity(unchecked) var overrideWarnings: [String] = []

    /// Creates an empty, isolated context.
    public init() {}

    deinit {
        // The modules may be loaded again elsewhere: nothing built here may stay in them.
        for entry in loaded {
            for registration in entry.module.registrationList.made {
                registration.forgetInstances()
            }
            _ = entry.module.detach()
        }
    }

    /// The modules in resolution order.
    var orderedModules: [ModuleFactory] {
        loaded.map(\.module)
    }

    /// Registered and linked types by name, rebuilt after a change. Call with `lock` held.
    var typesByName: [String: ObjectIdentifier] {
        if let namesStorage { return namesStorage }
        let names = RegistryIndex.typesByName(in: orderedModules)
        namesStorage = names
        return names
    }

    /// Forgets the lookup table and the published singletons. Call with `lock` held.
    func invalidate() {
        index = RegistryIndex()
        namesStorage = nil
        fast.removeAll()
    }
}

/// A loaded module with what orders it.
struct LoadedModule {
    let module: ModuleFactory
    /// The instance given to `load`: `module`, or the module a copy was made of.
    let source: ModuleFactory
    let priority: UInt
    let sequence: Int
    /// The context's `buildSequence` when it was loaded: singletons built later may hold its components.
    let buildMark: Int

    /// Priority descending, then load order: a stable, total order.
    static func precedes(_ lhs: LoadedModule, _ rhs: LoadedModule) -> Bool {
        if lhs.priority != rhs.priority { return lhs.priority > rhs.priority }
        return lhs.sequence < rhs.sequence
    }
}

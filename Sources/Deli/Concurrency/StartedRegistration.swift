/// A singleton built by `AppContext.start()`: its initialiser is `async`, `throws`, or isolated to
/// a global actor that only an `await` reaches. A synchronous lookup before `start()` has built it
/// stops with a message that says to call `start()`.
@usableFromInline
final class StartedRegistration<T>: Registration, AnyStartedRegistration, @unchecked Sendable {
    let resolver: @Sendable () async throws -> T
    /// The build in flight or done, so that concurrent `start()` calls and dependents await one
    /// build. Guarded by the context's lock.
    @exclusivity(unchecked) var startTask: Task<Void, any Error>?
    /// The build in `startTask` threw: the `start()` that made it, and everything awaiting it, get
    /// that error; the next `start()` builds again. Guarded by the context's lock.
    @exclusivity(unchecked) var failed = false
    /// Counts the times the instance was forgotten (`reset()`, a reload): a build that began before
    /// the last of them keeps nothing. Guarded by the context's lock.
    @exclusivity(unchecked) var generation = 0

    @usableFromInline
    init(
        _ type: T.Type, resolver: @escaping @Sendable () async throws -> T, qualifier: String, scope: Scope,
        module: ModuleFactory
    ) {
        self.resolver = resolver
        super.init(
            type: type, qualifier: qualifier, scope: scope, kind: (false, false), module: module,
            madeByLoad: module.isLoading)
    }

    /// Reached by a synchronous lookup only when `start()` has not built it.
    override func make(payload: Any?) -> Any? {
        DeliFailure.stop(DeliFailure.notStarted(typeName, neededBy: builtInside.map(\.typeName)))
    }

    override func copy(for module: ModuleFactory) -> Registration {
        StartedRegistration(T.self, resolver: resolver, qualifier: qualifier, scope: scope, module: module)
    }

    /// Forgets the finished build too: otherwise a later `start()` would await the old build,
    /// find nothing to do, and leave the component unbuilt after `reset()` (or a reload).
    override func forgetInstances() {
        super.forgetInstances()
        startTask = nil
        failed = false
        generation += 1
    }

    func build() async throws -> UncheckedBox<Any> {
        UncheckedBox(try await resolver())
    }
}

/// A ``StartedRegistration`` seen without its type parameter.
protocol AnyStartedRegistration: Registration {
    var startTask: Task<Void, any Error>? { get set }
    var failed: Bool { get set }
    var generation: Int { get }
    func build() async throws -> UncheckedBox<Any>
}

/// Carries a value across tasks and actors that the runtime itself keeps safe (a component built
/// once and then only handed out under the context's lock).
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

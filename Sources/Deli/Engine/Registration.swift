/// One registered component: how to build it, how long it lives, and (guarded by the owning
/// context's lock) its current instance.
///
/// Subclasses carry the static type, so building never needs a dynamic cast.
@usableFromInline
class Registration: @unchecked Sendable {
    @usableFromInline let typeID: ObjectIdentifier
    let type: Any.Type
    let qualifier: String
    @usableFromInline let scope: Scope
    let isFactory: Bool
    let isLazy: Bool
    unowned let module: ModuleFactory
    /// Made by `load(context:)` (dropped on unload), rather than by hand before loading.
    let madeByLoad: Bool
    /// Supertypes this registration is also reachable as.
    var links: [Any.Type] = []

    /// Singleton or always: one instance, publishable to the fast path.
    @usableFromInline let isShared: Bool
    /// A non-lazy prototype: built straight from its typed resolver on the hot path.
    @usableFromInline let isPlainPrototype: Bool

    // State guarded by the context lock.
    @exclusivity(unchecked) var instance: Any?
    @exclusivity(unchecked) weak var weakInstance: AnyObject?
    @exclusivity(unchecked) var isBuilding = false
    /// While building: the registration whose resolver asked for this one.
    @exclusivity(unchecked) unowned(unsafe) var builtInside: Registration?

    init(type: Any.Type, qualifier: String, scope: Scope, kind: (factory: Bool, lazy: Bool), module: ModuleFactory) {
        self.typeID = ObjectIdentifier(type)
        self.type = type
        self.qualifier = qualifier
        self.scope = kind.factory ? .prototype : scope
        self.isFactory = kind.factory
        self.isLazy = kind.lazy
        self.module = module
        self.madeByLoad = module.isLoading
        self.isShared = !kind.factory && (scope == .singleton || scope == .always)
        self.isPlainPrototype = !kind.factory && !kind.lazy && scope == .prototype
    }

    /// The type's name, e.g. `UserService` (computed on demand: names are slow to make).
    var typeName: String {
        String(describing: type)
    }

    /// Builds a new instance; `nil` when the payload does not fit a factory.
    func make(payload: Any?) -> Any? {
        preconditionFailure("Registration.make must be overridden")
    }

    /// Runs the lazy injector on an instance built by this registration.
    func inject(_ value: Any) {}

    /// Forgets every cached instance.
    func forgetInstances() {
        instance = nil
        weakInstance = nil
    }
}

/// A component built by a closure without arguments.
@usableFromInline
final class TypedRegistration<T>: Registration, @unchecked Sendable {
    @usableFromInline let resolver: () -> T
    let injector: ((T) -> Void)?

    init(
        _ type: T.Type, resolver: @escaping () -> T, injector: ((T) -> Void)?, qualifier: String, scope: Scope,
        module: ModuleFactory
    ) {
        self.resolver = resolver
        self.injector = injector
        super.init(type: type, qualifier: qualifier, scope: scope, kind: (false, injector != nil), module: module)
    }

    override func make(payload: Any?) -> Any? {
        resolver()
    }

    override func inject(_ value: Any) {
        guard let injector, let typed = value as? T else { return }
        injector(typed)
    }
}

/// A factory component built from a payload (always prototype).
final class FactoryRegistration<T: Factory>: Registration, @unchecked Sendable {
    let resolver: (T.RawPayload) -> T
    let injector: ((T) -> Void)?

    init(
        _ type: T.Type, resolver: @escaping (T.RawPayload) -> T, injector: ((T) -> Void)?, qualifier: String,
        module: ModuleFactory
    ) {
        self.resolver = resolver
        self.injector = injector
        super.init(type: type, qualifier: qualifier, scope: .prototype, kind: (true, injector != nil), module: module)
    }

    override func make(payload: Any?) -> Any? {
        guard let payload = payload as? T.RawPayload else { return nil }
        return resolver(payload)
    }

    override func inject(_ value: Any) {
        guard let injector, let typed = value as? T else { return }
        injector(typed)
    }
}

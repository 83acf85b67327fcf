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
    /// The module that owns this registration (in its `registrationList`). `unowned(unsafe)`: a safe
    /// unowned reference costs two atomic operations per registration; the engine only reaches
    /// registrations of loaded (or retired) modules, which are alive, and `Linker` holds its module.
    unowned(unsafe) let module: ModuleFactory
    /// Made by `load(context:)` (dropped on unload), rather than by hand before loading.
    let madeByLoad: Bool
    /// Singleton or always: one instance, publishable to the fast path.
    @usableFromInline let isShared: Bool
    /// A non-lazy prototype: built straight from its typed resolver on the hot path.
    @usableFromInline let isPlainPrototype: Bool

    // State guarded by the context lock.
    @exclusivity(unchecked) var instance: Any?
    @exclusivity(unchecked) weak var weakInstance: AnyObject?
    /// The identity of ``instance`` when ``BuiltObjects`` remembers which context built it.
    @exclusivity(unchecked) var recordedInstance: ObjectIdentifier?
    @exclusivity(unchecked) var isBuilding = false
    /// When a singleton's instance was built, in the context's build order (0: not built yet). A
    /// component is built after every component its initialiser asked for.
    @exclusivity(unchecked) var builtSequence = 0
    /// While building: the registration whose resolver asked for this one.
    @exclusivity(unchecked) unowned(unsafe) var builtInside: Registration?

    init(
        type: Any.Type, qualifier: String, scope: Scope, kind: (factory: Bool, lazy: Bool), module: ModuleFactory,
        madeByLoad: Bool
    ) {
        self.typeID = ObjectIdentifier(type)
        self.type = type
        self.qualifier = qualifier
        self.scope = kind.factory ? .prototype : scope
        self.isFactory = kind.factory
        self.isLazy = kind.lazy
        self.module = module
        self.madeByLoad = madeByLoad
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

    /// The same registration for `module`, without an instance.
    func copy(for module: ModuleFactory) -> Registration {
        preconditionFailure("Registration.copy must be overridden")
    }

    /// Runs the lazy injector on an instance built by this registration.
    func inject(_ value: Any) {}

    /// Forgets every cached instance.
    func forgetInstances() {
        forgetRecordedInstance()
        instance = nil
        weakInstance = nil
    }

    /// Lets ``BuiltObjects`` forget the instance before this registration lets go of it: once the
    /// object is gone, its identity may be another object's.
    private func forgetRecordedInstance() {
        guard let recorded = recordedInstance else { return }
        BuiltObjects.forget(recorded, owner: ObjectIdentifier(self))
        recordedInstance = nil
    }

    deinit {
        forgetRecordedInstance()
    }
}

/// A component built by a closure without arguments.
@usableFromInline
final class TypedRegistration<T>: Registration, @unchecked Sendable {
    @usableFromInline let resolver: () -> T
    let injector: ((T) -> Void)?

    @usableFromInline
    init(
        _ type: T.Type, resolver: @escaping () -> T, injector: ((T) -> Void)?, qualifier: String, scope: Scope,
        module: ModuleFactory, madeByLoad: Bool
    ) {
        self.resolver = resolver
        self.injector = injector
        super.init(
            type: type, qualifier: qualifier, scope: scope, kind: (false, injector != nil), module: module,
            madeByLoad: madeByLoad)
    }

    override func make(payload: Any?) -> Any? {
        resolver()
    }

    override func copy(for module: ModuleFactory) -> Registration {
        TypedRegistration(
            T.self, resolver: resolver, injector: injector, qualifier: qualifier, scope: scope, module: module,
            madeByLoad: false)
    }

    override func inject(_ value: Any) {
        guard let injector, let typed = value as? T else { return }
        injector(typed)
    }
}

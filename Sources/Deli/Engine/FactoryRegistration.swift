/// A factory component built from a payload of type `P` (always prototype). It does not use `T`'s
/// conformance to `Factory`, which may be isolated to the main actor.
@usableFromInline
final class FactoryRegistration<T, P>: Registration, @unchecked Sendable {
    let resolver: (P) -> T
    let injector: ((T) -> Void)?

    @usableFromInline
    init(
        _ type: T.Type, resolver: @escaping (P) -> T, injector: ((T) -> Void)?, qualifier: String,
        module: ModuleFactory
    ) {
        self.resolver = resolver
        self.injector = injector
        super.init(
            type: type, qualifier: qualifier, scope: .prototype, kind: (true, injector != nil), module: module,
            madeByLoad: module.isLoading)
    }

    override func copy(for module: ModuleFactory) -> Registration {
        FactoryRegistration(T.self, resolver: resolver, injector: injector, qualifier: qualifier, module: module)
    }

    override func make(payload: Any?) -> Any? {
        guard let payload = payload as? P else { return nil }
        return resolver(payload)
    }

    override func inject(_ value: Any) {
        guard let injector, let typed = value as? T else { return }
        injector(typed)
    }
}

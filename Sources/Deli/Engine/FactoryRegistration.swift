/// A factory component built from a payload (always prototype).
@usableFromInline
final class FactoryRegistration<T: Factory>: Registration, @unchecked Sendable {
    let resolver: (T.RawPayload) -> T
    let injector: ((T) -> Void)?

    @usableFromInline
    init(
        _ type: T.Type, resolver: @escaping (T.RawPayload) -> T, injector: ((T) -> Void)?, qualifier: String,
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
        guard let payload = payload as? T.RawPayload else { return nil }
        return resolver(payload)
    }

    override func inject(_ value: Any) {
        guard let injector, let typed = value as? T else { return }
        injector(typed)
    }
}

/// Deli 0.9's registration forms that take a closure kept in a variable of the type-erased
/// `Resolver` (`() -> Any`) or `FactoryResolver` (`(Any) -> Any`). A closure written in place picks
/// the typed forms; these check the type of what the closure returns.
extension ModuleFactory {
    @_disfavoredOverload @discardableResult
    public func register<T>(
        _ type: T.Type, resolver: @escaping Resolver, qualifier: String = "", scope: Scope = .singleton
    ) -> Linker<T> {
        register(type, resolver: { Self.typed(resolver(), as: type) }, qualifier: qualifier, scope: scope)
    }

    @_disfavoredOverload @discardableResult
    public func registerLazy<T>(
        _ type: T.Type, resolver: @escaping Resolver, injector: @escaping (T) -> Void, qualifier: String = "",
        scope: Scope = .singleton
    ) -> Linker<T> {
        registerLazy(
            type, resolver: { Self.typed(resolver(), as: type) }, injector: injector, qualifier: qualifier, scope: scope
        )
    }

    @_disfavoredOverload @discardableResult
    public func registerFactory<T: Factory>(
        _ type: T.Type, resolver: @escaping FactoryResolver, qualifier: String = ""
    ) -> Linker<T> {
        registerFactory(
            type, resolver: { (payload: T.RawPayload) in Self.typed(resolver(payload), as: type) }, qualifier: qualifier
        )
    }

    @_disfavoredOverload @discardableResult
    public func registerLazyFactory<T: Factory>(
        _ type: T.Type, resolver: @escaping FactoryResolver, injector: @escaping (T) -> Void, qualifier: String = ""
    ) -> Linker<T> {
        registerLazyFactory(
            type, resolver: { (payload: T.RawPayload) in Self.typed(resolver(payload), as: type) }, injector: injector,
            qualifier: qualifier)
    }

    /// `value` as `T`, or a stop that names both types.
    static func typed<T>(_ value: Any, as type: T.Type) -> T {
        if let typed = value as? T { return typed }
        DeliFailure.stop("Deli: a resolver registered for '\(T.self)' returned a '\(Swift.type(of: value))'")
    }
}

extension ModuleFactory {
    /// Registers a component built by `resolver`.
    ///
    /// ```swift
    /// register(UserServiceImpl.self, resolver: { UserServiceImpl() }, qualifier: "", scope: .singleton)
    /// mocks.register(UserService.self) { MockUserService() }
    /// ```
    /// - Returns: a linker, to make the component reachable through its supertypes.
    @inlinable @discardableResult
    public func register<T>(
        _ type: T.Type, resolver: @escaping () -> T, qualifier: String = "", scope: Scope = .singleton
    ) -> Linker<T> {
        if isLoading {
            // The common case, generated code loading: record a recipe, make the object when a lookup picks it.
            let recorded = addRecipe(
                T.self, resolver: PendingResolver(resolver).erased, maker: PendingResolver<T>.self,
                qualifier: qualifier,
                scope: scope)
            return Linker(module: self, position: recorded.position, epoch: recorded.epoch)
        }
        let registration = TypedRegistration(
            type, resolver: resolver, injector: nil, qualifier: qualifier, scope: scope, module: self, madeByLoad: false
        )
        return Linker(module: self, registration: registration, at: add(registration))
    }

    /// Registers a lazily injected component: `resolver` calls `init()`, `injector` calls `inject(...)`.
    ///
    /// The injector runs before the outermost resolve returns, so cycles through lazy components
    /// resolve, with the same instance injected everywhere.
    @inlinable @discardableResult
    public func registerLazy<T>(
        _ type: T.Type, resolver: @escaping () -> T, injector: @escaping (T) -> Void, qualifier: String = "",
        scope: Scope = .singleton
    ) -> Linker<T> {
        let registration = TypedRegistration(
            type, resolver: resolver, injector: injector, qualifier: qualifier, scope: scope, module: self,
            madeByLoad: isLoading)
        return Linker(module: self, registration: registration, at: add(registration))
    }

    /// Registers a factory component built from a payload (always prototype).
    @inlinable @discardableResult
    public func registerFactory<T: Factory>(
        _ type: T.Type, resolver: @escaping (T.RawPayload) -> T, qualifier: String = ""
    ) -> Linker<T> {
        registerFactory(type, payload: T.RawPayload.self, resolver: resolver, qualifier: qualifier)
    }

    /// Registers a factory component built from a payload of type `payload` (always prototype),
    /// without using `T`'s conformance to `Factory`: generated code registers a main-actor factory
    /// this way, since its conformance may be isolated to the main actor (`@MainActor
    /// AutowiredFactory`) and so cannot be used by the nonisolated `load(context:)`.
    ///
    /// ```swift
    /// registerFactory(DetailModel.self, payload: DetailModel.RawPayload.self, resolver: { payload in … }, qualifier: "")
    /// ```
    @inlinable @discardableResult
    public func registerFactory<T, P>(
        _ type: T.Type, payload: P.Type, resolver: @escaping (P) -> T, qualifier: String = ""
    ) -> Linker<T> {
        let registration = FactoryRegistration(
            type, resolver: resolver, injector: nil, qualifier: qualifier, module: self)
        return Linker(module: self, registration: registration, at: add(registration))
    }

    /// Registers a lazily injected factory component (always prototype).
    @inlinable @discardableResult
    public func registerLazyFactory<T: Factory>(
        _ type: T.Type, resolver: @escaping (T.RawPayload) -> T, injector: @escaping (T) -> Void,
        qualifier: String = ""
    ) -> Linker<T> {
        registerLazyFactory(
            type, payload: T.RawPayload.self, resolver: resolver, injector: injector, qualifier: qualifier)
    }

    /// Registers a lazily injected factory component built from a payload of type `payload` (always
    /// prototype), without using `T`'s conformance to `Factory` (see
    /// ``registerFactory(_:payload:resolver:qualifier:)``).
    @inlinable @discardableResult
    public func registerLazyFactory<T, P>(
        _ type: T.Type, payload: P.Type, resolver: @escaping (P) -> T, injector: @escaping (T) -> Void,
        qualifier: String = ""
    ) -> Linker<T> {
        let registration = FactoryRegistration(
            type, resolver: resolver, injector: injector, qualifier: qualifier, module: self)
        return Linker(module: self, registration: registration, at: add(registration))
    }
}

/// Returned by the `register…` calls: makes the registration reachable through supertypes too.
///
/// ```swift
/// register(UserServiceImpl.self, resolver: { UserServiceImpl() }, qualifier: "", scope: .singleton)
///     .link(UserService.self)
/// ```
public struct Linker<T> {
    /// The module that made the registration (held strongly: the registration only knows it unowned).
    @usableFromInline let module: ModuleFactory
    /// The registration object, or nil for a registration recorded as a recipe while loading.
    @usableFromInline let registration: Registration?
    /// Its position in the module's registration order, and the module's epoch then.
    @usableFromInline let position: Int
    @usableFromInline let epoch: Int

    /// A linker for a registration object, added at `place`.
    @inlinable
    init(module: ModuleFactory, registration: Registration, at place: (position: Int, epoch: Int)) {
        self.module = module
        self.registration = registration
        self.position = place.position
        self.epoch = place.epoch
    }

    /// A linker for a recipe.
    @inlinable
    init(module: ModuleFactory, position: Int, epoch: Int) {
        self.module = module
        self.registration = nil
        self.position = position
        self.epoch = epoch
    }

    /// Makes the registration reachable as `type`, a protocol or superclass of `T`.
    ///
    /// - Returns: the same linker, so links chain.
    @inlinable @discardableResult
    public func link<U>(_ type: U.Type) -> Linker<T> {
        module.addLink(type, to: registration, position: position, epoch: epoch)
        return self
    }

    /// Records that `T` is isolated to the main actor (its resolver builds it through
    /// `AppContext.onMainActor`): ``AppContext/start()`` then builds the lifecycle components on the
    /// main actor, whatever code called it. Generated factories mark every main-actor component.
    ///
    /// - Returns: the same linker, so calls chain.
    @inlinable @discardableResult
    public func isolatedToMainActor() -> Linker<T> {
        module.addMainActorType(T.self)
        return self
    }
}

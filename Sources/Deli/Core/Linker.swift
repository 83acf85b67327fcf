/// Returned by the `register…` calls: makes the registration reachable through supertypes too.
///
/// ```swift
/// register(UserServiceImpl.self, resolver: { UserServiceImpl() }, qualifier: "", scope: .singleton)
///     .link(UserService.self)
/// ```
public struct Linker<T> {
    let registration: Registration

    /// Makes the registration reachable as `type`, a protocol or superclass of `T`.
    ///
    /// - Returns: the same linker, so links chain.
    @discardableResult
    public func link<U>(_ type: U.Type) -> Linker<T> {
        registration.module.addLink(type, to: registration)
        return self
    }
}

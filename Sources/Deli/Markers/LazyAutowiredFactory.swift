/// A factory created with `init(payload:)` whose dependencies arrive through one `inject(...)`.
/// Always prototype.
///
/// ```swift
/// final class ProfileViewModel: LazyAutowiredFactory {
///     var accountService: AccountService!
///     required init(payload: ProfilePayload) { … }
///     func inject(facebook accountService: AccountService) { self.accountService = accountService }
/// }
/// ```
public protocol LazyAutowiredFactory: Factory {
    /// Tells apart several registrations of one type; `nil` for none.
    var qualifier: String? { get }
    /// Creates the instance from its payload, before its dependencies are injected.
    init(payload: RawPayload)
}

extension LazyAutowiredFactory {
    /// No qualifier.
    public var qualifier: String? { nil }
}

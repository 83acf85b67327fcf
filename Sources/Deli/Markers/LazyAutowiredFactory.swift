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
public protocol LazyAutowiredFactory: Factory where RawPayload == _Payload {
    /// The payload type, inferred from `init(payload:)`; `RawPayload` is the same type.
    associatedtype _Payload: Payload
    /// Tells apart several registrations of one type; `nil` for none.
    var qualifier: String? { get }
    /// Creates the instance from its payload, before its dependencies are injected.
    init(payload: _Payload)
}

extension LazyAutowiredFactory {
    /// No qualifier.
    public var qualifier: String? { nil }

    /// `_Payload.self` (lets the compiler infer `RawPayload`).
    public var payloadType: _Payload.Type { _Payload.self }
}

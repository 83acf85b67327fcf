/// The user data a factory component is built from, made from a tuple.
///
/// ```swift
/// final class FriendPayload: Payload {
///     let userID: String
///     required init(with argument: (userID: String, cachedName: String)) { userID = argument.userID }
/// }
/// ```
public protocol Payload {
    /// What `Inject(T.self, with: ...)` passes; `()` by default.
    associatedtype Tuple = ()
    /// Makes the payload from its tuple.
    init(with argument: Tuple)
}

/// A type built from a payload on every request (always prototype). Conform through
/// `AutowiredFactory` or `LazyAutowiredFactory`, which infer `RawPayload` from your initialiser.
public protocol Factory: Inject {
    /// The payload this type is built from.
    associatedtype RawPayload: Payload
    /// The payload type (lets the compiler infer `RawPayload`).
    var payloadType: RawPayload.Type { get }
}

/// A factory built by its initialiser: the LAST parameter is `payload: P`, the others are
/// dependencies (labels are qualifiers). Always prototype.
///
/// ```swift
/// final class FriendInfoViewModel: AutowiredFactory {
///     required init(_ accountService: AccountService, payload: FriendPayload) { … }
/// }
/// let model = Inject(FriendInfoViewModel.self, with: (userID: "1", cachedName: "Ann"))
/// ```
///
/// The initialiser requirements below only let the compiler infer `RawPayload` and the `DepN`
/// types from yours; generated code always calls your own initialiser. They take their arguments
/// as `sending`, so an `actor`'s initialiser, which takes them into the actor, meets them too (its
/// payload must then be `Sendable`, e.g. a struct).
public protocol AutowiredFactory: Factory where RawPayload == _Payload {
    /// The payload type, inferred from your initialiser; `RawPayload` is the same type.
    associatedtype _Payload: Payload
    /// The type of dependency 1 (inferred).
    associatedtype Dep1 = Void
    /// The type of dependency 2 (inferred).
    associatedtype Dep2 = Void
    /// The type of dependency 3 (inferred).
    associatedtype Dep3 = Void
    /// The type of dependency 4 (inferred).
    associatedtype Dep4 = Void
    /// The type of dependency 5 (inferred).
    associatedtype Dep5 = Void
    /// The type of dependency 6 (inferred).
    associatedtype Dep6 = Void
    /// The type of dependency 7 (inferred).
    associatedtype Dep7 = Void
    /// The type of dependency 8 (inferred).
    associatedtype Dep8 = Void
    /// The type of dependency 9 (inferred).
    associatedtype Dep9 = Void
    /// Tells apart several registrations of one type; `nil` for none.
    var qualifier: String? { get }
    /// An initialiser with 0 dependencies and the payload.
    init(payload: sending _Payload)
    /// An initialiser with 1 dependency and the payload.
    init(_ dep1: sending Dep1, payload: sending _Payload)
    /// An initialiser with 2 dependencies and the payload.
    init(_ dep1: sending Dep1, _ dep2: sending Dep2, payload: sending _Payload)
    /// An initialiser with 3 dependencies and the payload.
    init(_ dep1: sending Dep1, _ dep2: sending Dep2, _ dep3: sending Dep3, payload: sending _Payload)
    /// An initialiser with 4 dependencies and the payload.
    init(
        _ dep1: sending Dep1, _ dep2: sending Dep2, _ dep3: sending Dep3, _ dep4: sending Dep4,
        payload: sending _Payload)
    /// An initialiser with 5 dependencies and the payload.
    init(
        _ dep1: sending Dep1, _ dep2: sending Dep2, _ dep3: sending Dep3, _ dep4: sending Dep4, _ dep5: sending Dep5,
        payload: sending _Payload)
    /// An initialiser with 6 dependencies and the payload.
    init(
        _ dep1: sending Dep1, _ dep2: sending Dep2, _ dep3: sending Dep3, _ dep4: sending Dep4, _ dep5: sending Dep5,
        _ dep6: sending Dep6, payload: sending _Payload)
    /// An initialiser with 7 dependencies and the payload.
    init(
        _ dep1: sending Dep1, _ dep2: sending Dep2, _ dep3: sending Dep3, _ dep4: sending Dep4, _ dep5: sending Dep5,
        _ dep6: sending Dep6, _ dep7: sending Dep7,
        payload: sending _Payload)
    /// An initialiser with 8 dependencies and the payload.
    init(
        _ dep1: sending Dep1, _ dep2: sending Dep2, _ dep3: sending Dep3, _ dep4: sending Dep4, _ dep5: sending Dep5,
        _ dep6: sending Dep6, _ dep7: sending Dep7, _ dep8: sending Dep8,
        payload: sending _Payload)
    /// An initialiser with 9 dependencies and the payload.
    init(
        _ dep1: sending Dep1, _ dep2: sending Dep2, _ dep3: sending Dep3, _ dep4: sending Dep4, _ dep5: sending Dep5,
        _ dep6: sending Dep6, _ dep7: sending Dep7, _ dep8: sending Dep8,
        _ dep9: sending Dep9, payload: sending _Payload)
}

extension AutowiredFactory {
    /// No qualifier.
    public var qualifier: String? { nil }

    /// `_Payload.self` (lets the compiler infer `RawPayload`).
    public var payloadType: _Payload.Type { _Payload.self }

    /// Not used: stands in when your type has no initialiser of this shape.
    public init(payload: _Payload) {
        preconditionFailure("Deli: \(Self.self) has no initialiser of this shape")
    }

    /// Not used: stands in when your type has no initialiser of this shape.
    public init(_ dep1: Dep1, payload: _Payload) {
        preconditionFailure("Deli: \(Self.self) has no initialiser of this shape")
    }

    /// Not used: stands in when your type has no initialiser of this shape.
    public init(_ dep1: Dep1, _ dep2: Dep2, payload: _Payload) {
        preconditionFailure("Deli: \(Self.self) has no initialiser of this shape")
    }

    /// Not used: stands in when your type has no initialiser of this shape.
    public init(_ dep1: Dep1, _ dep2: Dep2, _ dep3: Dep3, payload: _Payload) {
        preconditionFailure("Deli: \(Self.self) has no initialiser of this shape")
    }

    /// Not used: stands in when your type has no initialiser of this shape.
    public init(_ dep1: Dep1, _ dep2: Dep2, _ dep3: Dep3, _ dep4: Dep4, payload: _Payload) {
        preconditionFailure("Deli: \(Self.self) has no initialiser of this shape")
    }

    /// Not used: stands in when your type has no initialiser of this shape.
    public init(_ dep1: Dep1, _ dep2: Dep2, _ dep3: Dep3, _ dep4: Dep4, _ dep5: Dep5, payload: _Payload) {
        preconditionFailure("Deli: \(Self.self) has no initialiser of this shape")
    }

    /// Not used: stands in when your type has no initialiser of this shape.
    public init(_ dep1: Dep1, _ dep2: Dep2, _ dep3: Dep3, _ dep4: Dep4, _ dep5: Dep5, _ dep6: Dep6, payload: _Payload) {
        preconditionFailure("Deli: \(Self.self) has no initialiser of this shape")
    }

    /// Not used: stands in when your type has no initialiser of this shape.
    public init(
        _ dep1: Dep1, _ dep2: Dep2, _ dep3: Dep3, _ dep4: Dep4, _ dep5: Dep5, _ dep6: Dep6, _ dep7: Dep7,
        payload: _Payload
    ) {
        preconditionFailure("Deli: \(Self.self) has no initialiser of this shape")
    }

    /// Not used: stands in when your type has no initialiser of this shape.
    public init(
        _ dep1: Dep1, _ dep2: Dep2, _ dep3: Dep3, _ dep4: Dep4, _ dep5: Dep5, _ dep6: Dep6, _ dep7: Dep7, _ dep8: Dep8,
        payload: _Payload
    ) {
        preconditionFailure("Deli: \(Self.self) has no initialiser of this shape")
    }

    /// Not used: stands in when your type has no initialiser of this shape.
    public init(
        _ dep1: Dep1, _ dep2: Dep2, _ dep3: Dep3, _ dep4: Dep4, _ dep5: Dep5, _ dep6: Dep6, _ dep7: Dep7, _ dep8: Dep8,
        _ dep9: Dep9, payload: _Payload
    ) {
        preconditionFailure("Deli: \(Self.self) has no initialiser of this shape")
    }
}

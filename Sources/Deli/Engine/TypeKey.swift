/// A registered type together with its qualifier.
struct TypeKey: Hashable {
    let type: ObjectIdentifier
    let qualifier: String

    init(_ type: ObjectIdentifier, qualifier: String) {
        self.type = type
        self.qualifier = qualifier
    }
}

/// A `ValueBox` seen without its type parameter.
@usableFromInline
protocol AnyValueBox: AnyObject {
    var anyValue: Any { get }
}

/// Boxes a resolved value with its static type, so the fast path needs no dynamic cast.
@usableFromInline
final class ValueBox<T>: AnyValueBox {
    @usableFromInline let value: T

    @inlinable
    init(_ value: T) {
        self.value = value
    }

    @usableFromInline
    var anyValue: Any { value }
}

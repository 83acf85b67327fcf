/// A registered type together with its qualifier.
struct TypeKey: Hashable {
    let type: ObjectIdentifier
    let qualifier: String

    init(_ type: Any.Type, qualifier: String) {
        self.type = ObjectIdentifier(type)
        self.qualifier = qualifier
    }
}

/// Boxes a resolved value with its static type, so the fast path needs no dynamic cast.
final class ValueBox<T> {
    let value: T

    init(_ value: T) {
        self.value = value
    }
}

import Synchronization

/// The one reference a copy-on-write value keeps its fields in, like ``CopyOnWriteBox``, which also
/// keeps values derived from the fields: each is made the first time it is asked for, and all are
/// dropped before the fields change.
///
/// A value kept between runs of one process (`deli watch` keeps scan results and components) then
/// answers from its box what a run asks of it again, without reading its fields again.
final class MemoBox<Fields>: @unchecked Sendable {
    /// Changed only through a box no other value shares (see ``makeUnique(_:)``); not checked for
    /// overlapping access at run time, as ``CopyOnWriteBox/fields``.
    @exclusivity(unchecked) var fields: Fields
    /// The derived values, each in a ``DerivedSlot`` under its key's identifier. A box keeps one or
    /// two, so a list is searched; and a slot is a class, whose cast is a check of its type, where
    /// taking a value out of an existential copied it through the runtime's generic cast.
    private let derived = Mutex<[(key: ObjectIdentifier, slot: AnyObject)]>([])

    init(_ fields: Fields) {
        self.fields = fields
    }

    /// The value of `key` derived from the fields: the kept one, or `make`'s, then kept. `make` is
    /// handed the box, to read the fields it needs in place: handing it the fields copied all of
    /// them (a retain per field) for every component rendered.
    func derived<Value: Sendable>(_ key: DerivedKey<Value>, _ make: (MemoBox) -> Value) -> Value {
        let kept = derived.withLock { slots in slots.first { $0.key == key.id }?.slot }
        if let slot = kept as? DerivedSlot<Value> { return slot.value }
        let made = make(self)
        keep(key, made)
        return made
    }

    /// Keeps `value` as the value of `key`, made elsewhere from the same fields (read with them
    /// from a cache).
    func keep<Value: Sendable>(_ key: DerivedKey<Value>, _ value: Value) {
        derived.withLock { slots in
            slots.removeAll { $0.key == key.id }
            slots.append((key.id, DerivedSlot(value)))
        }
    }

    /// Makes `box` the only reference to its fields, copying them when another value shares them,
    /// and drops what was derived from them: the caller is about to change them.
    static func makeUnique(_ box: inout MemoBox) {
        if isKnownUniquelyReferenced(&box) {
            box.derived.withLock { if !$0.isEmpty { $0 = [] } }
        } else {
            box = MemoBox(box.fields)
        }
    }
}

/// One value derived from a ``MemoBox``'s fields, as the box keeps it.
private final class DerivedSlot<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// A kind of value derived from a ``MemoBox``'s fields, told apart by the type it is made for.
struct DerivedKey<Value: Sendable>: Sendable {
    let id: ObjectIdentifier

    /// The key of the values `marker` (a type no other key uses) stands for.
    init(_ marker: Any.Type) {
        id = ObjectIdentifier(marker)
    }
}

extension MemoBox: FieldsBox {}
extension MemoBox: Equatable where Fields: Equatable {}
extension MemoBox: Hashable where Fields: Hashable {}
extension MemoBox: Encodable where Fields: Encodable {}
extension MemoBox: Decodable where Fields: Decodable {}

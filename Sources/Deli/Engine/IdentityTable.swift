/// One slot of `IdentityTable`: a type's identity, the registration that answers it and, once
/// finished, the published singleton (a `ValueBox` of the requested type).
@usableFromInline
struct IdentitySlot {
    @usableFromInline var key: UInt
    @usableFromInline var registration: Unmanaged<Registration>?
    @usableFromInline var published: Unmanaged<AnyObject>?
}

/// An open-addressing map from type identity to the fast path's knowledge, in manually managed
/// memory, so a lookup neither hashes (metadata addresses are unique already) nor retains.
///
/// The references in the slots are owned by the table and released by `removeAll()`.
@usableFromInline
final class IdentityTable {
    @usableFromInline @exclusivity(unchecked) private(set) var slots: UnsafeMutablePointer<IdentitySlot>
    @usableFromInline @exclusivity(unchecked) private(set) var mask: Int
    @exclusivity(unchecked) private var count = 0

    init(capacity: Int = 64) {
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: IdentitySlot(key: 0), count: capacity)
        mask = capacity - 1
    }

    deinit {
        removeAll()
        slots.deallocate()
    }

    /// The slot index holding `type`, if any.
    @inlinable @inline(__always)
    func find(_ type: ObjectIdentifier) -> Int? {
        let key = UInt(bitPattern: type)
        var index = Int(truncatingIfNeeded: (key >> 4) ^ (key >> 13)) & mask
        while true {
            let stored = slots[index].key
            if stored == key { return index }
            if stored == 0 { return nil }
            index = (index &+ 1) & mask
        }
    }

    /// Remembers the registration that answers `type`.
    func insert(_ registration: Registration, for type: ObjectIdentifier) {
        if (count + 1) * 2 > mask + 1 { grow() }
        let index = place(UInt(bitPattern: type))
        slots[index].registration?.release()
        slots[index].registration = .passRetained(registration)
    }

    /// Publishes a finished singleton box for `type` (which must have been inserted).
    func publish(_ box: AnyObject, for type: ObjectIdentifier) {
        guard let index = find(type) else { return }
        slots[index].published?.release()
        slots[index].published = .passRetained(box)
    }

    /// Releases every reference and empties the table.
    func removeAll() {
        for index in 0...mask where slots[index].key != 0 {
            slots[index].registration?.release()
            slots[index].published?.release()
            slots[index] = IdentitySlot(key: 0)
        }
        count = 0
    }

    private func place(_ key: UInt) -> Int {
        var index = Int(truncatingIfNeeded: (key >> 4) ^ (key >> 13)) & mask
        while slots[index].key != 0 && slots[index].key != key {
            index = (index &+ 1) & mask
        }
        if slots[index].key == 0 {
            slots[index].key = key
            count += 1
        }
        return index
    }

    private func grow() {
        let old = slots
        let oldCapacity = mask + 1
        slots = .allocate(capacity: oldCapacity * 2)
        slots.initialize(repeating: IdentitySlot(key: 0), count: oldCapacity * 2)
        mask = oldCapacity * 2 - 1
        count = 0
        for index in 0..<oldCapacity where old[index].key != 0 {
            let target = place(old[index].key)
            slots[target].registration = old[index].registration
            slots[target].published = old[index].published
        }
        old.deallocate()
    }
}

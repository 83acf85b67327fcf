/// A set of ``IdentifierFingerprint``s, for the pre-filter's membership tests: every identifier of
/// every file is looked up in one, millions of lookups in a cold run.
///
/// A fingerprint is already a well-mixed 64-bit hash, so the table uses its low bits as the slot
/// (open addressing, linear probing, at most half full) instead of hashing it again as `Set` does.
struct FingerprintSet: Sendable {
    /// Zero marks an empty slot; the fingerprint zero itself is kept aside.
    private var slots: [UInt64]
    private var containsZero = false
    private(set) var count = 0

    init() {
        slots = Array(repeating: 0, count: 16)
    }

    /// An empty set with room for `capacity` fingerprints before it grows.
    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: 0, count: size)
    }

    init(_ fingerprints: some Sequence<UInt64>) {
        self.init()
        formUnion(fingerprints)
    }

    func contains(_ fingerprint: UInt64) -> Bool {
        guard fingerprint != 0 else { return containsZero }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: fingerprint) & mask
        while true {
            let found = slots[slot]
            if found == fingerprint { return true }
            if found == 0 { return false }
            slot = (slot + 1) & mask
        }
    }

    mutating func insert(_ fingerprint: UInt64) {
        guard fingerprint != 0 else {
            if !containsZero { count += 1 }
            containsZero = true
            return
        }
        if (count + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: fingerprint) & mask
        while slots[slot] != 0 {
            if slots[slot] == fingerprint { return }
            slot = (slot + 1) & mask
        }
        slots[slot] = fingerprint
        count += 1
    }

    mutating func formUnion(_ fingerprints: some Sequence<UInt64>) {
        for fingerprint in fingerprints { insert(fingerprint) }
    }

    mutating func formUnion(_ other: FingerprintSet) {
        formUnion(other.elements)
    }

    /// The fingerprints, in no particular order.
    var elements: [UInt64] {
        slots.filter { $0 != 0 } + (containsZero ? [0] : [])
    }

    /// Doubles the table and places every fingerprint again.
    private mutating func grow() {
        let old = slots
        slots = Array(repeating: 0, count: old.count * 2)
        count = containsZero ? 1 : 0
        for fingerprint in old where fingerprint != 0 { insert(fingerprint) }
    }
}

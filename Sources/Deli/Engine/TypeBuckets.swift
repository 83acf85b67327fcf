/// Which registrations of one module each type reaches, without making any registration object.
///
/// Built from a module's entries when lookups need it (`RegistrationList.forEach`): for every type, a chain
/// of the positions registered as exactly that type and a chain of those linked to it, each in
/// registration order. The table is keyed by the type's metadata address (no `Hasher`) and the
/// chains live in one buffer, so building costs a probe and a store per (entry, type) pair and
/// two allocations (a few more while the table grows). Immutable once built.
final class TypeBuckets {
    private struct Slot {
        var key: UInt = 0
        var exactHead: Int32 = -1
        var exactTail: Int32 = -1
        var linkedHead: Int32 = -1
        var linkedTail: Int32 = -1
        /// Entries reachable as the type (both chains).
        var count: Int32 = 0
    }

    private struct Node {
        var position: Int32
        var next: Int32
    }

    private var slots: UnsafeMutablePointer<Slot>
    private var mask: Int
    private var used = 0
    private let nodes: UnsafeMutablePointer<Node>
    private var nodeCount = 0
    /// For a type reachable by many entries: the first position of each qualifier among the
    /// entries that are not factories, made on the first single lookup of that type.
    private var firstByQualifier: [UInt: [String: Int32]] = [:]
    /// How many entries a type needs before its single lookups use a table instead of a walk.
    static let qualifierTableThreshold = 16

    /// Indexes `entries` (a module's registrations in registration order).
    init(_ entries: UnsafeBufferPointer<RegistrationEntry>) {
        var pairs = entries.count
        for position in entries.indices where entries[position].firstLink != nil {
            pairs += 1 + (entries[position].otherLinks?.count ?? 0)
        }
        nodes = .allocate(capacity: max(pairs, 1))
        mask = 15
        slots = .allocate(capacity: mask + 1)
        slots.initialize(repeating: Slot(), count: mask + 1)
        for position in entries.indices {
            add(Int32(position), reaching: entries[position].type, linked: false)
            guard let first = entries[position].firstLink else { continue }
            add(Int32(position), reaching: first, linked: true)
            for other in entries[position].otherLinks ?? [] {
                add(Int32(position), reaching: other, linked: true)
            }
        }
    }

    deinit {
        slots.deallocate()
        nodes.deallocate()
    }

    /// Calls `body` with the position of every entry reachable as `type` until it returns true:
    /// those registered as exactly `type` first, then those linked to it, each group in
    /// registration order.
    ///
    /// - Returns: whether `body` stopped the walk.
    func forEachPosition(reachableAs type: ObjectIdentifier, _ body: (Int) -> Bool) -> Bool {
        guard let index = find(UInt(bitPattern: type)) else { return false }
        return walk(from: slots[index].exactHead, body) || walk(from: slots[index].linkedHead, body)
    }

    /// The first entry reachable as `type` (in the order of `forEachPosition`) that is not a
    /// factory and has exactly `qualifier`. A walk for a short chain; a table, made on first
    /// need, for a type that many entries reach.
    func firstPosition(
        reachableAs type: ObjectIdentifier, qualifier: String, in entries: UnsafeBufferPointer<RegistrationEntry>
    ) -> Int? {
        let key = UInt(bitPattern: type)
        guard let index = find(key) else { return nil }
        guard slots[index].count < Self.qualifierTableThreshold else {
            let table = firstByQualifier[key] ?? qualifierTable(for: type, in: entries)
            return table[qualifier].map(Int.init)
        }
        var found: Int?
        _ = forEachPosition(reachableAs: type) { position in
            guard !entries[position].isFactory, entries[position].qualifier == qualifier else { return false }
            found = position
            return true
        }
        return found
    }

    private func qualifierTable(
        for type: ObjectIdentifier, in entries: UnsafeBufferPointer<RegistrationEntry>
    ) -> [String: Int32] {
        var table: [String: Int32] = [:]
        _ = forEachPosition(reachableAs: type) { position in
            if !entries[position].isFactory, table[entries[position].qualifier] == nil {
                table[entries[position].qualifier] = Int32(position)
            }
            return false
        }
        firstByQualifier[UInt(bitPattern: type)] = table
        return table
    }

    private func walk(from head: Int32, _ body: (Int) -> Bool) -> Bool {
        var node = head
        while node >= 0 {
            if body(Int(nodes[Int(node)].position)) { return true }
            node = nodes[Int(node)].next
        }
        return false
    }

    private func add(_ position: Int32, reaching type: Any.Type, linked: Bool) {
        let index = place(UInt(bitPattern: ObjectIdentifier(type)))
        let node = Int32(nodeCount)
        nodes[nodeCount] = Node(position: position, next: -1)
        nodeCount += 1
        slots[index].count += 1
        let tail = linked ? slots[index].linkedTail : slots[index].exactTail
        if tail >= 0 { nodes[Int(tail)].next = node }
        if linked {
            if tail < 0 { slots[index].linkedHead = node }
            slots[index].linkedTail = node
        } else {
            if tail < 0 { slots[index].exactHead = node }
            slots[index].exactTail = node
        }
    }

    private func find(_ key: UInt) -> Int? {
        var index = Self.start(key, mask: mask)
        while slots[index].key != 0 {
            if slots[index].key == key { return index }
            index = (index &+ 1) & mask
        }
        return nil
    }

    /// The slot of `key`, claimed if new.
    private func place(_ key: UInt) -> Int {
        var index = Self.start(key, mask: mask)
        while slots[index].key != 0 {
            if slots[index].key == key { return index }
            index = (index &+ 1) & mask
        }
        guard (used + 1) * 2 <= mask + 1 else {
            grow()
            return place(key)
        }
        slots[index].key = key
        used += 1
        return index
    }

    private func grow() {
        let old = slots
        let oldCapacity = mask + 1
        mask = oldCapacity * 2 - 1
        slots = .allocate(capacity: mask + 1)
        slots.initialize(repeating: Slot(), count: mask + 1)
        for oldIndex in 0..<oldCapacity where old[oldIndex].key != 0 {
            var index = Self.start(old[oldIndex].key, mask: mask)
            while slots[index].key != 0 { index = (index &+ 1) & mask }
            slots[index] = old[oldIndex]
        }
        old.deallocate()
    }

    private static func start(_ key: UInt, mask: Int) -> Int {
        Int(truncatingIfNeeded: (key >> 4) ^ (key >> 13)) & mask
    }
}

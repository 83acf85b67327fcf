/// The registrations of a module in registration order, each a recipe until a lookup picks it,
/// with an index by type built once lookups after a change have read as many entries as it costs.
///
/// Guarded like `ModuleFactory.registrationList`: by the context's lock once the module is loaded.
struct RegistrationList {
    private(set) var entries: [RegistrationEntry] = []
    /// Counts `removeMadeByLoad()`: a position is only valid in the epoch it was recorded in.
    private(set) var epoch = 0
    /// Whether an `always` registration was ever added: the context then builds them at load.
    private(set) var hasAlways = false
    /// The index by type; nil after a change until lookups have read enough entries to need it.
    private var buckets: TypeBuckets?
    /// Entries read by lookups without the index since the last change.
    private var scanned = 0

    /// Appends an entry.
    ///
    /// - Returns: its position in registration order.
    mutating func append(_ entry: RegistrationEntry) -> Int {
        if entry.scope == .always { hasAlways = true }
        dropIndex()
        entries.append(entry)
        return entries.count - 1
    }

    /// Appends the entry of a recipe recorded while loading (the common case: kept to the minimum).
    ///
    /// - Returns: its position in registration order.
    @inline(__always)
    mutating func appendRecipe(_ recipe: RegistrationRecipe, type: Any.Type, qualifier: String, scope: Scope) -> Int {
        if scope == .always { hasAlways = true }
        dropIndex()
        entries.append(RegistrationEntry(type: type, qualifier: qualifier, scope: scope, recipe: recipe))
        return entries.count - 1
    }

    /// Links the entry at `position`, recorded in `epoch`, to `type`. When the linker holds a
    /// registration object, the entry is the one holding that object (found by identity when the
    /// position is stale), so a hand-made registration stays linkable after an unload.
    ///
    /// - Returns: whether a link was added (the context must then refresh its tables).
    @inline(__always)
    mutating func link(_ type: Any.Type, at position: Int, epoch: Int, object: Registration?) -> Bool {
        guard let index = locate(position, epoch: epoch, object: object) else { return false }
        guard entries[index].link(type) else { return false }
        dropIndex()
        return true
    }

    private func locate(_ position: Int, epoch: Int, object: Registration?) -> Int? {
        if epoch == self.epoch, position < entries.count, object == nil || entries[position].object === object {
            return position
        }
        guard let object else { return nil }
        return entries.firstIndex { $0.object === object }
    }

    /// The registration object at `position`, made from its recipe now if needed.
    mutating func registration(at position: Int, module: ModuleFactory) -> Registration {
        entries[position].materialise(module: module)
    }

    /// Calls `body` with the position and the entry of every registration reachable as `type`
    /// until it returns true, in resolution order within the module: those registered as exactly
    /// `type` first, then those linked to it, each group in registration order.
    ///
    /// The first lookups after a change read the entries in order and stop at their match, so a
    /// lookup pays for what it reads; once they have read as many entries as indexing all of them
    /// costs, the index by type is built and used until the next change.
    ///
    /// - Returns: whether `body` stopped the walk.
    mutating func forEach(
        reachableAs type: ObjectIdentifier, _ body: (Int, RegistrationEntry) -> Bool
    ) -> Bool {
        if let buckets = indexIfWorthIt() {
            return entries.withUnsafeBufferPointer { entries in
                buckets.forEachPosition(reachableAs: type) { body($0, entries[$0]) }
            }
        }
        let (stopped, read) = entries.withUnsafeBufferPointer { Self.scan($0, reachableAs: type, body) }
        scanned += read
        return stopped
    }

    /// For a single lookup (`SingleLookupRule`, within this module): the first registration
    /// reachable as `type` that is not a factory and has exactly `qualifier`, and, when there is
    /// none, the first that is not a factory.
    mutating func singleMatch(reachableAs type: ObjectIdentifier, qualifier: String) -> (exact: Int?, any: Int?) {
        if let buckets = indexIfWorthIt() {
            return entries.withUnsafeBufferPointer { entries in
                if let exact = buckets.firstPosition(reachableAs: type, qualifier: qualifier, in: entries) {
                    return (exact, nil)
                }
                var any: Int?
                _ = buckets.forEachPosition(reachableAs: type) { position in
                    if !entries[position].isFactory { any = position }
                    return any != nil
                }
                return (nil, any)
            }
        }
        var found: (exact: Int?, any: Int?) = (nil, nil)
        _ = forEach(reachableAs: type) { position, entry in
            guard !entry.isFactory else { return false }
            guard entry.qualifier == qualifier else {
                if found.any == nil { found.any = position }
                return false
            }
            found.exact = position
            return true
        }
        return found
    }

    /// The index by type, built now if lookups have read as many entries as building it costs.
    private mutating func indexIfWorthIt() -> TypeBuckets? {
        if buckets == nil, scanned >= 2 * entries.count {
            buckets = entries.withUnsafeBufferPointer { TypeBuckets($0) }
        }
        return buckets
    }

    /// The walk of `forEach` without an index.
    ///
    /// - Returns: whether `body` stopped it, and how many entries it read.
    private static func scan(
        _ entries: UnsafeBufferPointer<RegistrationEntry>, reachableAs type: ObjectIdentifier,
        _ body: (Int, RegistrationEntry) -> Bool
    ) -> (stopped: Bool, read: Int) {
        for position in entries.indices where ObjectIdentifier(entries[position].type) == type {
            if body(position, entries[position]) { return (true, position + 1) }
        }
        for position in entries.indices where entries[position].isLinked(to: type) {
            if body(position, entries[position]) { return (true, entries.count + position + 1) }
        }
        return (false, 2 * entries.count)
    }

    /// Whether lookups use the index by type (until the next change).
    var isIndexed: Bool {
        buckets != nil
    }

    /// Forgets the index by type after a change.
    @inline(__always)
    private mutating func dropIndex() {
        if buckets != nil { buckets = nil }
        if scanned != 0 { scanned = 0 }
    }

    /// The registration objects made so far.
    var made: [Registration] {
        entries.compactMap(\.object)
    }

    /// Forgets what `load(context:)` registered.
    ///
    /// - Returns: the registration objects it removed.
    mutating func removeMadeByLoad() -> [Registration] {
        epoch += 1
        dropIndex()
        let removed = entries.compactMap { $0.madeByLoad ? $0.object : nil }
        entries.removeAll { $0.madeByLoad }
        return removed
    }
}

/// What one run changed in a saved scan cache: the entries of the files it read or parsed that
/// differ from the saved ones, the files that are gone, the relevant names it added or dropped, and
/// its trust time. Appended to the cache's log instead of rewriting the whole cache, so a run costs
/// what it changed (see ``DiskScanCache``).
public struct ScanCacheChange: Equatable, Sendable {
    /// The cache's new trust time; nil keeps the one it has.
    var trustedBefore: Int64?
    var removed: [String]
    var changed: [String: CachedScan]
    /// Relevant names the run added and dropped, sorted.
    var addedNames: [String] = []
    var removedNames: [String] = []
    /// Where the cache the change applies to was loaded from (not part of the change's bytes).
    var origin: ScanCacheOrigin?

    /// The change from `previous` to `next`, comparing every entry; nil when a rewrite must describe
    /// it (another tool or format).
    init?(from previous: ScanCache, to next: ScanCache) {
        self.init(from: previous, to: next, read: Array(next.files.keys))
    }

    /// The change from `previous` to `next` when only the files at `read` were read or parsed (every
    /// other entry of `next` is the one `previous` had); nil as above.
    init?(from previous: ScanCache, to next: ScanCache, read: [String]) {
        guard previous.isCurrent, next.isCurrent else { return nil }
        trustedBefore = next.trustedBefore
        origin = previous.origin
        changed = [:]
        for path in read {
            guard let entry = next.files[path] else { continue }
            if let old = previous.files[path], Self.same(old, entry) { continue }
            changed[path] = entry
        }
        (addedNames, removedNames) = NameChanges.between(previous.relevantNames, next.relevantNames)
        let added = read.filter { previous.files[$0] == nil && next.files[$0] != nil }.count
        removed =
            previous.files.count + added == next.files.count
            ? [] : previous.files.keys.filter { next.files[$0] == nil }.sorted()
    }

    /// The change a scan made (see ``ScanState/cache(stamps:names:trustedBefore:files:)``) to a cache
    /// whose relevant names were `previousNames`, loaded from `origin`: the rewritten entries that
    /// differ from the ones they replaced, and the dropped ones. The same change as
    /// ``init(from:to:read:)`` finds, without the last cache's table (the scan changed it in place).
    init(_ made: ScanState.Made, paths: [String], previousNames: Set<String>, origin: ScanCacheOrigin?) {
        let next = made.cache
        trustedBefore = next.trustedBefore
        self.origin = origin
        changed = [:]
        for (index, old) in made.replaced {
            guard let entry = next.positions?.entries[index] else { continue }
            if let old, Self.same(old, entry) { continue }
            changed[paths[index]] = entry
        }
        (addedNames, removedNames) = NameChanges.between(previousNames, next.relevantNames)
        removed = made.removed
    }

    public static func == (lhs: ScanCacheChange, rhs: ScanCacheChange) -> Bool {
        lhs.trustedBefore == rhs.trustedBefore && lhs.removed == rhs.removed && lhs.changed == rhs.changed
            && lhs.addedNames == rhs.addedNames && lhs.removedNames == rhs.removedNames
    }

    init(trustedBefore: Int64?, removed: [String], changed: [String: CachedScan]) {
        self.trustedBefore = trustedBefore
        self.removed = removed
        self.changed = changed
    }

    /// True when the two entries are the same (a file parsed again for new names can have another
    /// result for the same contents, so results are compared too).
    private static func same(_ lhs: CachedScan, _ rhs: CachedScan) -> Bool {
        lhs.hash == rhs.hash && lhs.stamp == rhs.stamp && lhs.isGeneratedFactory == rhs.isGeneratedFactory
            && lhs.result == rhs.result
    }

    /// Makes this change in `cache`. A cache that holds its entries by position (loaded from a file)
    /// keeps them so when the change only rewrites or drops entries of paths they hold; otherwise
    /// its table by path changes.
    func apply(to cache: inout ScanCache) {
        if !applyByPosition(to: &cache) {
            for path in removed { cache.files[path] = nil }
            for (path, entry) in changed { cache.files[path] = entry }
        }
        cache.relevantNames.subtract(removedNames)
        cache.relevantNames.formUnion(addedNames)
        if let trustedBefore { cache.trustedBefore = trustedBefore }
    }

    /// Makes the change in `cache`'s positions; false, leaving the cache as it is, when they do not
    /// hold every path it names.
    private func applyByPosition(to cache: inout ScanCache) -> Bool {
        let changes = Array(changed)
        guard let removedAt = cache.positionIndices(of: removed),
            let changedAt = cache.positionIndices(of: changes.map(\.key))
        else { return false }
        var positions = cache.takeEntries()
        for index in removedAt { positions.set(nil, at: index) }
        for (index, change) in zip(changedAt, changes) { positions.set(change.value, at: index) }
        cache.setEntries(positions)
        return true
    }

    /// The first bytes of every record of a log.
    static let frame = BinaryFrame(magic: Array("DELISLOG".utf8), formatVersion: ScanCache.formatVersion)

    /// One record of the log: its length (8 bytes), then the framed payload: the checksum of the
    /// cache file it applies to (`base`), the trust time (if it changes), the removed paths, the changed entries and
    /// the added and removed names.
    func record(base: [UInt8]) -> [UInt8] {
        var writer = Self.frame.writer()
        writer.writeRawBytes(base)
        writer.writeOptional(trustedBefore) { $0.write(Int($1)) }
        writer.writeArray(removed) { $0.write($1) }
        writer.writePathMap(changed)
        writer.writeArray(addedNames) { $0.write($1) }
        writer.writeArray(removedNames) { $0.write($1) }
        let body = Self.frame.sealed(&writer)
        var length = BinaryWriter()
        length.write(UInt64(body.count))
        return length.bytes + body
    }
}

extension ScanCacheChange {
    /// The changes a log holds for the cache file whose checksum is `base`, in order, and whether the
    /// log was read to its end: reading stops at the first record that is cut off, damaged or made
    /// for another cache file (the records after it are not applied, and the next save rewrites the
    /// cache).
    /// Each record is read where it is (in a mapped file).
    static func changes(in log: LoadedBytes, base: [UInt8]) -> (changes: [ScanCacheChange], isIntact: Bool) {
        var reader = BinaryReader(log)
        var changes: [ScanCacheChange] = []
        while !reader.isAtEnd {
            guard let length = try? reader.readCount(), let body = try? reader.readRawRange(count: length),
                let change = try? decode(log, body, base: base)
            else { return (changes, false) }
            changes.append(change)
        }
        return (changes, true)
    }

    /// The record at `body` of `log`: its own frame, checked by its own checksum.
    private static func decode(_ log: LoadedBytes, _ body: Range<Int>, base: [UInt8]) throws(BinaryFormatError)
        -> ScanCacheChange?
    {
        var reader = try frame.payloadReader(of: log, in: body)
        guard try reader.readRawBytes(count: base.count) == base else { return nil }
        let trustedBefore = try reader.readOptional { reader throws(BinaryFormatError) in Int64(try reader.readInt()) }
        let removed = try reader.readArray { reader throws(BinaryFormatError) in try reader.readString() }
        let changed: [String: CachedScan] = try reader.readPathMap()
        var change = ScanCacheChange(trustedBefore: trustedBefore, removed: removed, changed: changed)
        change.addedNames = try reader.readArray { reader throws(BinaryFormatError) in try reader.readString() }
        change.removedNames = try reader.readArray { reader throws(BinaryFormatError) in try reader.readString() }
        guard reader.isAtEnd else { throw .damaged(at: reader.offset) }
        return change
    }
}

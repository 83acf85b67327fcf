/// The per-file bookkeeping of one ``IncrementalScanner`` run: what each file is (read, trusted or
/// unreadable), its hash, and the cache to save afterwards.
struct ScanState {
    let paths: [String]
    /// The last cache's entry of each path, until ``cache(stamps:names:trustedBefore:files:)``
    /// takes them.
    private(set) var entries: [CachedScan?]
    /// The scan's inputs (unreadable files have none).
    var inputs: [ScanInput] = []
    /// Each path's hash, nil while unknown or unreadable.
    var hashes: [ContentHash?]
    /// Indices of files whose contents are not the cached ones (new files included).
    var changed: [Int] = []
    /// How many files the cache holds an entry for with the same contents.
    var cachedCount = 0
    var generatedFactories: [String] = []
    private var generatedFlags: [Bool]
    private var trustedFlags: [Bool]
    private var inputIndex: [Int?]

    /// True when ``entries`` are all the last cache's entries, in its order sorted by path (a
    /// cache loaded from a file that lists the same files): the next cache is then made from them
    /// alone (see ``cacheInPathOrder(stamps:names:trustedBefore:)``).
    let entriesAreTheCacheInPathOrder: Bool

    /// The state of a run over `paths`, with the entry `cache` has for each: by position when the
    /// cache was made for the same paths, else looked up by path.
    init(paths: [String], cache: ScanCache) {
        self.paths = paths
        let inPathOrder = cache.positions.flatMap { $0.areSortedByPath ? $0.entries(for: paths) : nil }
        entriesAreTheCacheInPathOrder = inPathOrder != nil
        entries = inPathOrder ?? cache.entries(for: paths)
        hashes = Array(repeating: nil, count: paths.count)
        generatedFlags = Array(repeating: false, count: paths.count)
        trustedFlags = Array(repeating: false, count: paths.count)
        inputIndex = Array(repeating: nil, count: paths.count)
        // One input per readable file: growing the list copied every input made so far.
        inputs.reserveCapacity(paths.count)
    }

    /// A file read this run (nil when it could not be read).
    mutating func add(_ read: ReadSource?, at index: Int) {
        guard let read else { return }
        hashes[index] = read.hash
        setGenerated(read.isGeneratedFactory, at: index)
        if let entry = entries[index], entry.hash == read.hash {
            cachedCount += 1
            append(
                ScanInput(path: read.path, file: read.file, fingerprints: read.fingerprints, cached: entry.result),
                at: index)
        } else {
            changed.append(index)
            append(ScanInput(path: read.path, file: read.file, fingerprints: read.fingerprints), at: index)
        }
    }

    /// The files the cache answers without reading them (each has an entry). Their inputs are made
    /// in the list: each starts empty (nothing to retain) and takes its entry's fields in place. An
    /// input made first was copied into the list and then destroyed, and reading a field through
    /// an entry copied the entry, each retaining and releasing every part.
    mutating func trust(_ indices: [Int]) {
        let first = inputs.count
        for (offset, index) in indices.enumerated() {
            hashes[index] = entries[index]!.hash
            trustedFlags[index] = true
            setGenerated(entries[index]!.isGeneratedFactory, at: index)
            inputIndex[index] = first + offset
        }
        cachedCount += indices.count
        inputs.append(contentsOf: repeatElement(ScanInput(path: "", cached: nil, bloom: nil), count: indices.count))
        entries.withUnsafeBufferPointer { entries in
            inputs.withUnsafeMutableBufferPointer { inputs in
                for (offset, index) in indices.enumerated() {
                    inputs[first + offset].path = paths[index]
                    inputs[first + offset].result = entries[index]?.result
                    inputs[first + offset].bloom = entries[index]?.bloom
                }
            }
        }
    }

    /// Whether a name the last run found relevant may no longer be, the names given from outside
    /// being the same: a file went or could not be read, or a file's result changed and lost a rule
    /// (see ``NameRules/keepsNames(of:in:)``). A run that only adds results or rules, or scans files
    /// again for more names, keeps every name. `previousCount` is the number of entries of the last
    /// cache.
    func mayDropNames(previousCount: Int) -> Bool {
        let changedWithEntry = changed.filter { Self.isSome(entries[$0]) }
        // Fewer entries matched than the last cache had: files went, cannot be read, or left.
        if previousCount > cachedCount + changedWithEntry.count { return true }
        if inputs.contains(where: \.isGone) { return true }
        return changedWithEntry.contains { index in
            guard let old = entries[index]!.result else { return false }
            guard let new = inputIndex[index].flatMap({ inputs[$0].result }) else { return true }
            return !NameRules.keepsNames(of: old, in: new)
        }
    }

    /// What ``cache(stamps:names:trustedBefore:files:)`` made.
    struct Made {
        var cache: ScanCache
        /// The entry each rewritten or dropped position had before (nil when it had none).
        var replaced: [Int: CachedScan?] = [:]
        /// The paths of the entries dropped (gone, unreadable, or no longer the target's), sorted.
        var removed: [String] = []
    }

    /// The cache to save: one entry per readable file, kept in the order of ``paths`` too (see
    /// ``ScanCache/Positions``). It is made from the last cache's table, `files`, changed in place
    /// (the entries of trusted files that were not read stand as they are), and from this run's
    /// ``entries``, which it takes: when neither is shared, no table of every file is copied.
    mutating func cache(
        stamps: [FileStamp?], names: Set<String>, trustedBefore: Int64, files: inout [String: CachedScan]
    ) -> Made {
        let previousCount = files.count
        let made = entriesInOrder(stamps: stamps) { files[$0] = $1 }
        let removed = made.known < previousCount ? dropUnreadable(from: &files) : []
        var cache = ScanCache(files: files, relevantNames: names, trustedBefore: trustedBefore)
        cache.positions = ScanCache.Positions(paths: paths, entries: made.ordered)
        return Made(cache: cache, replaced: made.replaced, removed: removed)
    }

    /// The cache to save, made from ``entries`` alone, when they are the last cache's entries in
    /// path order (``entriesAreTheCacheInPathOrder``). No table by path is made or changed.
    mutating func cacheInPathOrder(stamps: [FileStamp?], names: Set<String>, trustedBefore: Int64) -> Made {
        let made = entriesInOrder(stamps: stamps) { _, _ in }
        let removed = made.replaced.keys.filter { made.ordered[$0] == nil && made.replaced[$0]! != nil }
        let next = ScanCache.Positions(paths: paths, entries: made.ordered, areSortedByPath: true)
        return Made(
            cache: ScanCache(positions: next, relevantNames: names, trustedBefore: trustedBefore),
            replaced: made.replaced, removed: removed.map { paths[$0] }.sorted())
    }

    /// Every path's entry for the next cache, with the entries it replaced or dropped by position
    /// and how many of the last cache's entries it found; each rewritten entry is also handed to
    /// `rewrite` with its path.
    private mutating func entriesInOrder(stamps: [FileStamp?], rewrite: (String, CachedScan) -> Void)
        -> (ordered: [CachedScan?], replaced: [Int: CachedScan?], known: Int)
    {
        var ordered = entries
        entries = []
        var replaced: [Int: CachedScan?] = [:]
        var known = 0
        for index in paths.indices {
            guard let hash = hashes[index], let position = inputIndex[index], !inputs[position].isGone else {
                if let old = ordered[index] {
                    replaced[index] = old
                    ordered[index] = nil
                }
                continue
            }
            // A trusted file has an entry; the others' is looked at in place (comparing the optional
            // entry with nil copied it, retaining and releasing each of its parts).
            if trustedFlags[index] || Self.isSome(ordered[index]) { known += 1 }
            if trustedFlags[index], inputs[position].file == nil, !inputs[position].isParsed { continue }
            let entry = entry(at: index, hash: hash, input: inputs[position], stamp: stamps[index])
            replaced[index] = ordered[index]
            rewrite(paths[index], entry)
            ordered[index] = entry
        }
        return (ordered, replaced, known)
    }

    /// Drops the entries of files that are gone, cannot be read any more, or are not among
    /// ``paths``; returns their paths, sorted.
    private func dropUnreadable(from files: inout [String: CachedScan]) -> [String] {
        let readable = Set(
            paths.indices.compactMap { index -> String? in
                guard hashes[index] != nil, let position = inputIndex[index], !inputs[position].isGone else {
                    return nil
                }
                return paths[index]
            })
        let removed = files.keys.filter { !readable.contains($0) }.sorted()
        for path in removed { files[path] = nil }
        return removed
    }

    private func entry(at index: Int, hash: ContentHash, input: ScanInput, stamp: FileStamp?) -> CachedScan {
        let bloom =
            input.result == nil ? input.fingerprints.map { IdentifierBloom(fingerprints: $0) } ?? input.bloom : nil
        return CachedScan(
            hash: hash, result: input.result, stamp: stamp, bloom: bloom, isGeneratedFactory: generatedFlags[index])
    }

    /// Whether each path's file was parsed, by path index.
    var parsedFlags: [Bool] {
        inputIndex.map { $0.map { inputs[$0].isParsed } ?? false }
    }

    /// The inputs' results by path index (nil for skipped and unreadable files).
    var fileResults: [ScanResult?] {
        inputIndex.map { $0.flatMap { inputs[$0].result } }
    }

    /// Takes `input` over: a borrowed one was copied into the list (each part retained) and the
    /// original then destroyed.
    private mutating func append(_ input: consuming ScanInput, at index: Int) {
        inputIndex[index] = inputs.count
        inputs.append(input)
    }

    private static func isSome(_ entry: borrowing CachedScan?) -> Bool {
        switch entry {
        case .some: true
        case .none: false
        }
    }

    private mutating func setGenerated(_ flag: Bool, at index: Int) {
        generatedFlags[index] = flag
        guard flag else { return }
        generatedFactories.append(paths[index])
        generatedFactories.sort()
    }
}

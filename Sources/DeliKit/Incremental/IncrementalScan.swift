/// What ``IncrementalScanner`` found: the scan results, what each file hashed to, and how the run
/// differed from the one the cache remembers.
public struct IncrementalScan {
    /// Every parsed file's result, sorted by path.
    public var results: [ScanResult]
    /// Each path's result (nil when skipped or unreadable), in the order of the paths scanned.
    var fileResults: [ScanResult?]
    /// Each path's content hash, in order; nil for a file that could not be read.
    var hashes: [ContentHash?]
    /// Files that could not be read or are not UTF-8.
    var diagnostics: [Diagnostic]
    /// Paths of files that start like a factory `deli build` generates.
    var generatedFactories: [String]
    /// The cache to save for the next run.
    var cache: ScanCache
    /// What this run changed in the cache it started from, for a storage to append; nil when the
    /// cache must be written whole (there was none, or it was stale) or nothing changed.
    var change: ScanCacheChange?
    /// The entry the last cache had at each position whose entry this run rewrote or dropped (nil
    /// when it had none); every other position's entry is the last cache's.
    var replacedEntries: [Int: CachedScan?] = [:]
    /// False when ``cache`` is the cache the run started from, unchanged (nothing was read): then it
    /// need not be saved.
    var cacheChanged: Bool
    /// Paths parsed in this run (the others were answered from the cache or skipped).
    var parsedPaths: Set<String>
    /// Whether each path was parsed in this run, in the order of the paths scanned.
    var parsedFlags: [Bool] = []
    /// True when the run found a name relevant that the previous run did not.
    var foundNewNames: Bool
    /// Paths read or parsed in this run: every other entry of ``cache`` is the one the last cache had.
    var readPaths: [String] = []
    /// The names a scan of these files without the cache finds relevant (besides Deli's own), with
    /// the names given from outside: those of ``cache`` unless the cache keeps more (see
    /// ``StaleRelevance/keepResults``).
    public var relevantNames: Set<String>

    /// The entry the cache this run started from had for `path`, at `index` of the paths scanned.
    func previousEntry(at index: Int, path: String) -> CachedScan? {
        if let replaced = replacedEntries[index] { return replaced }
        return cache.positions.map { $0.entries[index] } ?? cache.files[path]
    }
}

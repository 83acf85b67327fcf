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
    /// The cache this run started from (an empty one when there was none or it was stale).
    var previous: ScanCache
    /// False when ``cache`` is ``previous`` unchanged (nothing was read): then it need not be saved.
    var cacheChanged: Bool
    /// Paths parsed in this run (the others were answered from the cache or skipped).
    var parsedPaths: Set<String>
    /// Whether each path was parsed in this run, in the order of the paths scanned.
    var parsedFlags: [Bool] = []
    /// True when the run found a name relevant that the previous run did not.
    var foundNewNames: Bool
    /// Paths read or parsed in this run: every other entry of ``cache`` is the one ``previous`` had.
    var readPaths: [String] = []
}

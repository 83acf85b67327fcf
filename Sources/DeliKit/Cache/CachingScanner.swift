/// Scans a target's files like ``ProjectScanner``, reusing the cached result of every file whose
/// path and contents are unchanged, and returns the cache to save for the next run.
///
/// Files that changed are parsed again, new files are parsed when the pre-filter selects them, and
/// files that no longer exist are not carried over. When every file matches the cache exactly the
/// cached results are returned as they are.
public enum CachingScanner {
    /// The scan results of `files` (sorted by path), the updated cache, and whether it differs from
    /// the one given (so the caller saves only when something changed).
    ///
    /// - Parameter hashes: the files' content hashes, in order, when the caller already has them.
    public static func scan(
        _ files: [SourceFile], hashes: [ContentHash]? = nil, cache: ScanCache?
    ) -> (results: [ScanResult], cache: ScanCache, changed: Bool) {
        let hashes = hashes ?? ProjectScanner.parallelMap(files) { ContentHash(of: $0.text) }
        let hashByPath = Dictionary(zip(files.map(\.path), hashes), uniquingKeysWith: { first, _ in first })
        let previous = cache.flatMap { $0.isCurrent ? $0 : nil } ?? ScanCache()
        if previous.matchesExactly(hashByPath) {
            return (previous.results, previous, cache == nil)
        }
        let results = ProjectScanner.scan(files) { file, names in
            // A cached result that left out a declaration mentioning a relevant name is not enough.
            hashByPath[file.path].flatMap { previous.lookup(path: file.path, hash: $0) }
                .flatMap { cached in cached.skippedNames.contains(where: names.contains) ? nil : cached }
                ?? SwiftFileScanner.scan(file, relevantNames: names)
        }
        let updated = updatedCache(hashByPath, results: results)
        return (results, updated, updated != cache)
    }

    /// One entry per current file: vanished files are dropped, skipped files have no result.
    private static func updatedCache(_ hashByPath: [String: ContentHash], results: [ScanResult]) -> ScanCache {
        let resultByPath = Dictionary(results.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var entries: [String: CachedScan] = [:]
        entries.reserveCapacity(hashByPath.count)
        for (path, hash) in hashByPath {
            entries[path] = CachedScan(hash: hash, result: resultByPath[path])
        }
        return ScanCache(files: entries)
    }
}

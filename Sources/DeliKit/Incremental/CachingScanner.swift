/// Scans files already in memory like ``ProjectScanner``, reusing the cached result of every file
/// whose path and contents are unchanged, and returns the cache to save for the next run.
///
/// Files that changed are filtered and parsed again, files that no longer exist are not carried
/// over, and when every file matches the cache exactly the cached results are returned as they
/// are. (The pipeline reads through ``IncrementalScanner``, which does not even read unchanged
/// files.)
public enum CachingScanner {
    /// The scan results of `files` (sorted by path), the updated cache, and whether it differs from
    /// the one given (so the caller saves only when something changed).
    public static func scan(_ files: [SourceFile], cache: ScanCache?) -> (
        results: [ScanResult], cache: ScanCache, changed: Bool
    ) {
        let previous = cache.flatMap { $0.isCurrent ? $0 : nil } ?? ScanCache()
        let paths = files.map(\.path)
        var state = ScanState(paths: paths, entries: paths.map { previous.files[$0] })
        let read = ProjectScanner.parallelMap(files) { ReadSource(file: $0) }
        for (index, source) in read.enumerated() { state.add(source, at: index) }
        var names = previous.relevantNames
        if !state.changed.isEmpty || previous.files.count != state.cachedCount {
            var rounds = ScanRounds(
                inputs: state.inputs, load: { _ in nil }, parse: { SwiftFileScanner.scan($0, relevant: $1) })
            names = rounds.run(knownNames: previous.relevantNames)
            state.inputs = rounds.inputs
        }
        let stamps = paths.map { previous.files[$0]?.stamp }
        let updated = state.cache(stamps: stamps, names: names, trustedBefore: previous.trustedBefore)
        let results = state.inputs.compactMap(\.result).sorted { $0.path < $1.path }
        return (results, updated, updated != cache)
    }
}

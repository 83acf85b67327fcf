extension ScanCache {
    /// A cache's entries in the order of the paths of the run that made it, or of its file.
    ///
    /// A process that keeps the cache for its next run (`deli watch`) scans the same paths in the
    /// same order almost every time, and a cache file lists its paths sorted, as a target lists its
    /// sources. A run over the same paths takes each file's entry by position instead of looking
    /// its path up: ten thousand string hashes and lookups per build. Never stored on disk.
    struct Positions: Sendable {
        /// The paths, as the run that made the cache was given them.
        let paths: [String]
        /// The entry of each path (nil when the cache has none).
        private(set) var entries: [CachedScan?]
        /// True when the paths are sorted, each listed once, and the entries are all the cache has
        /// (a cache file's, which its reader checks, and those made from them): a path is then
        /// found by halves, and the entries are written as they stand.
        let areSortedByPath: Bool

        init(paths: [String], entries: [CachedScan?], areSortedByPath: Bool = false) {
            self.paths = paths
            self.entries = entries
            self.areSortedByPath = areSortedByPath
        }

        /// The entries of `paths` when they are the paths these positions were made for.
        func entries(for paths: [String]) -> [CachedScan?]? {
            // Equal arrays that share storage compare at once; equal strings mostly share theirs.
            paths == self.paths ? entries : nil
        }

        /// Sets the entry at `index`.
        mutating func set(_ entry: CachedScan?, at index: Int) {
            entries[index] = entry
        }

        /// Where `path` is, when the paths are sorted by path; nil otherwise, or when they do not
        /// hold it.
        func index(of path: String) -> Int? {
            guard areSortedByPath else { return nil }
            var low = 0
            var high = paths.count
            while low < high {
                let middle = (low + high) / 2
                if paths[middle] < path { low = middle + 1 } else { high = middle }
            }
            return low < paths.count && paths[low] == path ? low : nil
        }
    }

    /// The entry of each of `paths`: by position when the cache was made for the same paths, else
    /// looked up by path.
    func entries(for paths: [String]) -> [CachedScan?] {
        positions?.entries(for: paths) ?? paths.map { files[$0] }
    }
}

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
        /// True when no path is listed twice (the paths of a cache file, which are its table's keys).
        let hasUniquePaths: Bool

        init(paths: [String], entries: [CachedScan?], hasUniquePaths: Bool = false) {
            self.paths = paths
            self.entries = entries
            self.hasUniquePaths = hasUniquePaths
        }

        /// The entries of `paths` when they are the paths these positions were made for.
        func entries(for paths: [String]) -> [CachedScan?]? {
            // Equal arrays that share storage compare at once; equal strings mostly share theirs.
            paths == self.paths ? entries : nil
        }

        /// Sets the entry of `path`, which these positions hold (see ``index(of:)``).
        mutating func set(_ entry: CachedScan?, at path: String) {
            entries[index(of: path)!] = entry
        }

        /// Where `path` is, when the paths are each listed once; nil otherwise, or when they do not
        /// hold it. A cache loaded from a file holds its paths sorted, so the path is looked for by
        /// halves (paths out of order only miss).
        func index(of path: String) -> Int? {
            guard hasUniquePaths else { return nil }
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

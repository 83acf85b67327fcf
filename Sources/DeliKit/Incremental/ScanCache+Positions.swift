extension ScanCache {
    /// A cache's entries in the order of the paths of the run that made it.
    ///
    /// A process that keeps the cache for its next run (`deli watch`) scans the same paths in the
    /// same order almost every time. That run takes each file's entry by position instead of looking
    /// its path up: ten thousand string hashes and lookups per build. Never stored on disk.
    struct Positions: Sendable {
        /// The paths, as the run that made the cache was given them.
        let paths: [String]
        /// The entry of each path (nil when the cache has none).
        let entries: [CachedScan?]

        /// The entries of `paths` when they are the paths these positions were made for.
        func entries(for paths: [String]) -> [CachedScan?]? {
            // Equal arrays that share storage compare at once; equal strings mostly share theirs.
            paths == self.paths ? entries : nil
        }
    }

    /// The entry of each of `paths`: by position when the cache was made for the same paths, else
    /// looked up by path.
    func entries(for paths: [String]) -> [CachedScan?] {
        positions?.entries(for: paths) ?? paths.map { files[$0] }
    }
}

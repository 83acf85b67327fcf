import Synchronization

extension ScanCache {
    /// The entries of a cache, by path: given as a dictionary, or made from a cache file's entries
    /// in path order (``Positions``) the first time someone asks for them by path.
    ///
    /// A run over the same files as its cache file takes every entry by position and writes what
    /// changed to the file's log; the dictionary of ten thousand paths it used to build on loading
    /// was never looked at. A table is shared by the copies of a cache; a cache changes its table
    /// only when no other copy holds it (see ``ScanCache/files``).
    final class Table: Sendable {
        private let made: Mutex<[String: CachedScan]?>
        /// The entries to make the dictionary from, in path order (nil once it is made or given).
        private let source: Positions?
        /// How many entries the table holds.
        let count: Int

        init(_ files: [String: CachedScan]) {
            made = Mutex(files)
            source = nil
            count = files.count
        }

        /// The entries of `positions`, whose paths are each listed once.
        init(made positions: Positions) {
            made = Mutex(nil)
            source = positions
            count = positions.entries.withUnsafeBufferPointer { entries in
                entries.indices.reduce(0) { $0 + (Self.isSome(entries[$1]) ? 1 : 0) }
            }
        }

        /// Looked at in place: comparing an entry with nil copied it, retaining each of its parts.
        private static func isSome(_ entry: borrowing CachedScan?) -> Bool {
            switch entry {
            case .some: true
            case .none: false
            }
        }

        /// The entries by path, made on the first call.
        var files: [String: CachedScan] {
            made.withLock { made in
                if let made { return made }
                var files: [String: CachedScan] = [:]
                if let source {
                    files.reserveCapacity(count)
                    for (path, entry) in zip(source.paths, source.entries) { files[path] = entry }
                }
                made = files
                return files
            }
        }

        /// The entries by path, moved out: the table is left empty. For a table no other cache holds.
        func take() -> [String: CachedScan] {
            let files = files
            made.withLock { $0 = [:] }
            return files
        }
    }
}

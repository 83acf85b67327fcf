import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file system as `deli watch` sees it: the stamp of a file is remembered between builds and
/// forgotten when the watcher reports a change to it, so a build after an edit `stat`s what changed
/// instead of every source file.
///
/// Only files directly in a folder that reports its changes as events (``watch(folders:)``) are
/// remembered; any other file (a symbolic link to a file, wherever its target is; a file with
/// other hard links; a file in a folder the watcher polls or does not watch) is `stat`ed every
/// time. Paths are compared in their absolute, normalised form, so a file
/// asked for as `Sources/App/A.swift` is forgotten when the watcher reports `./Sources/App/A.swift`.
/// Everything else is read from `base`.
public final class WatchedFileSystem: FileSystem {
    private let base: any FileSystem
    private let workingDirectory: String
    private let state = Mutex(State())

    private struct State {
        /// Every path asked for, as it was asked for.
        var entries: [String: Entry] = [:]
        /// The paths asked for, by their absolute form (one each, as a rule).
        var asked: [String: [String]] = [:]
        var folders: Set<String> = []
        /// The folders as ``watch(folders:)`` last got them: the same list again changes nothing.
        var foldersGiven: [String] = []
        var answers = StampAnswers()

        /// Forgets the stamps of the paths asked for as `absolute`, in whatever spelling.
        mutating func forget(_ absolute: String) {
            for path in asked[absolute] ?? [] { forgetStamp(of: path) }
        }

        /// Forgets the stamps of the paths whose absolute form `matches`.
        mutating func forget(where matches: (String) -> Bool) {
            for (absolute, paths) in asked where matches(absolute) {
                for path in paths { forgetStamp(of: path) }
            }
        }

        private mutating func forgetStamp(of path: String) {
            entries[path]?.stamp = nil
            answers.forget(path)
        }

        /// The stamps kept for `paths`, and the positions of those to read.
        mutating func known(_ paths: [String]) -> (stamps: [FileStamp?], unknown: [Int]) {
            if let reused = answers.reuse(for: paths) { return (reused.stamps, reused.stale) }
            var results = [FileStamp?](repeating: nil, count: paths.count)
            var unknown: [Int] = []
            for index in paths.indices {
                if let stamp = entries[paths[index]]?.stamp {
                    results[index] = stamp
                } else {
                    unknown.append(index)
                }
            }
            return (results, unknown)
        }
    }

    private struct Entry {
        let absolute: String
        /// The remembered stamp (`.some(nil)`: no file there), nil when none is remembered.
        var stamp: FileStamp??
    }

    public init(base: any FileSystem = LocalFileSystem()) {
        self.base = base
        workingDirectory = LocalFileSystem.workingDirectory
    }

    /// The folders whose changes the watcher reports as events; stamps outside them are forgotten.
    ///
    /// The watch gives the same list after every change it absorbs: then nothing is normalised
    /// again (that was 1.6% of a served declaration edit with a hundred folders).
    public func watch(folders: [String]) {
        state.withLock { state in
            guard state.foldersGiven != folders else { return }
            let absolute = Set(folders.map(absolutePath))
            state.foldersGiven = folders
            let removed = !state.folders.isSubset(of: absolute)
            state.folders = absolute
            guard removed else { return }
            state.forget { !absolute.contains(FilePath.directory(of: $0)) }
        }
    }

    /// Forgets the stamps of what `changes` reports: each path and the folder that holds it (whose
    /// own stamp moves when an entry comes, goes or is renamed: the source walk reads it),
    /// everything under a reported folder, and every stamp when changes were lost.
    public func forget(_ changes: WatchedChanges) {
        let paths = changes.paths.map(absolutePath)
        state.withLock { state in
            guard changes.isComplete else {
                state.entries.removeAll()
                state.asked.removeAll()
                state.answers.forgetAll()
                return
            }
            for path in paths {
                state.forget(path)
                state.forget(FilePath.directory(of: path))
                // A watched folder that went or was renamed: what it held went with it.
                guard state.folders.contains(path) else { continue }
                let prefix = path + "/"
                state.forget { $0.hasPrefix(prefix) }
            }
        }
    }

    public func stamps(at paths: [String]) -> [FileStamp?] {
        var (results, unknown) = state.withLock { $0.known(paths) }
        // An edit through a symbolic link's target or another hard link is reported for that
        // path, or not at all (outside the watch), never for this one. Asked outside the lock.
        let read = base.linkedStamps(at: unknown.map { paths[$0] })
        state.withLock { state in
            for (index, (stamp, isLinked)) in zip(unknown, read) {
                results[index] = stamp
                if !isLinked { remember(stamp, of: paths[index], in: &state) }
            }
            let unkept = unknown.filter { state.entries[paths[$0]]?.stamp == nil }
            state.answers.store(results, for: paths, unkept: unkept)
        }
        return results
    }

    /// Keeps `stamp` for `path` when its folder reports its changes.
    private func remember(_ stamp: FileStamp?, of path: String, in state: inout State) {
        guard let absolute = state.entries[path]?.absolute ?? introduce(path, in: &state),
            state.folders.contains(FilePath.directory(of: absolute))
        else { return }
        state.entries[path]?.stamp = .some(stamp)
    }

    /// Adds `path`, not asked for before, with its absolute form.
    private func introduce(_ path: String, in state: inout State) -> String? {
        let absolute = absolutePath(path)
        state.entries[path] = Entry(absolute: absolute, stamp: nil)
        state.asked[absolute, default: []].append(path)
        return absolute
    }

    public func stamp(at path: String) -> FileStamp? {
        stamps(at: [path])[0]
    }

    public func readFile(at path: String) throws(FileSystemError) -> [UInt8] {
        try base.readFile(at: path)
    }

    public func contentsOfDirectory(at path: String) throws(FileSystemError) -> [DirectoryEntry] {
        try base.contentsOfDirectory(at: path)
    }

    public func itemKind(at path: String) -> FileItemKind? { base.itemKind(at: path) }
    public func isReachedByOtherPaths(at path: String) -> Bool { base.isReachedByOtherPaths(at: path) }
    public func identity(at path: String) -> FileIdentity? { base.identity(at: path) }
    public func currentTime() -> Int64 { base.currentTime() }
    public func timestampResolution() -> Int64 { base.timestampResolution() }

    /// `path` from the root, normalised.
    private func absolutePath(_ path: String) -> String {
        FilePath.normalize(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
    }
}

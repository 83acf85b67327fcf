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
/// remembered; any other file (behind a symbolic link, in a folder the watcher polls or does not
/// watch) is `stat`ed every time. Paths are compared in their absolute, normalised form, so a file
/// asked for as `Sources/App/A.swift` is forgotten when the watcher reports `./Sources/App/A.swift`.
/// Everything else is read from `base`.
public final class WatchedFileSystem: FileSystem {
    private let base: any FileSystem
    private let workingDirectory: String
    private let state = Mutex(State())

    private struct State {
        /// Remembered stamps (nil: no file), by absolute path.
        var stamps: [String: FileStamp?] = [:]
        /// The absolute form of every path asked for.
        var absolute: [String: String] = [:]
        var folders: Set<String> = []
    }

    public init(base: any FileSystem = LocalFileSystem()) {
        self.base = base
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let found = buffer.withUnsafeMutableBufferPointer { getcwd($0.baseAddress, $0.count) != nil }
        workingDirectory = found ? String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self) : "/"
    }

    /// The folders whose changes the watcher reports as events; stamps outside them are forgotten.
    public func watch(folders: [String]) {
        let absolute = Set(folders.map(absolutePath))
        state.withLock { state in
            let removed = !state.folders.isSubset(of: absolute)
            state.folders = absolute
            guard removed else { return }
            state.stamps = state.stamps.filter { absolute.contains(FilePath.directory(of: $0.key)) }
        }
    }

    /// Forgets the stamps of what `changes` reports: each path and the folder that holds it (whose
    /// own stamp moves when an entry comes, goes or is renamed: the source walk reads it),
    /// everything under a reported folder, and every stamp when changes were lost.
    public func forget(_ changes: WatchedChanges) {
        let paths = changes.paths.map(absolutePath)
        state.withLock { state in
            guard changes.isComplete else { return state.stamps.removeAll() }
            for path in paths { state.stamps[FilePath.directory(of: path)] = nil }
            for path in paths where state.stamps.removeValue(forKey: path) == nil {
                // Not a remembered file: a folder, perhaps, whose files went or came with it.
                let prefix = path + "/"
                state.stamps = state.stamps.filter { !$0.key.hasPrefix(prefix) }
            }
        }
    }

    public func stamps(at paths: [String]) -> [FileStamp?] {
        var results = [FileStamp??](repeating: nil, count: paths.count)
        var unknown: [Int] = []
        state.withLock { state in
            for index in paths.indices {
                let key = state.absolute[paths[index]] ?? absolutePath(paths[index])
                state.absolute[paths[index]] = key
                if let stamp = state.stamps[key] { results[index] = stamp } else { unknown.append(index) }
            }
        }
        let read = base.stamps(at: unknown.map { paths[$0] })
        state.withLock { state in
            for (index, stamp) in zip(unknown, read) {
                results[index] = stamp
                guard let key = state.absolute[paths[index]], state.folders.contains(FilePath.directory(of: key))
                else { continue }
                state.stamps[key] = stamp
            }
        }
        return results.map { $0 ?? nil }
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
    public func identity(at path: String) -> FileIdentity? { base.identity(at: path) }
    public func currentTime() -> Int64 { base.currentTime() }
    public func timestampResolution() -> Int64 { base.timestampResolution() }

    /// `path` from the root, normalised.
    private func absolutePath(_ path: String) -> String {
        FilePath.normalize(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
    }
}

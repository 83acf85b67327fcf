/// Lists every file below a directory through a ``FileSystem``, following symbolic links to
/// directories but never entering the same directory twice, so link loops end.
///
/// The walk is breadth-first over name-sorted entries, so when two paths reach one directory the
/// shorter (then alphabetically first) one is used, whatever order the disk lists entries in.
/// Names starting with `.` (such as `.build` and `.git`) are skipped unless asked for.
public struct DirectoryWalker: Sendable {
    public let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// The files below `root` as paths relative to it (`Sub/File.swift`), sorted. `maxDepth`
    /// limits how many path components a result may have (nil: no limit). Directories that cannot
    /// be listed are skipped; why is returned in `failures`, in walk order.
    public func files(under root: String, maxDepth: Int? = nil, includeHidden: Bool = false)
        -> (files: [String], failures: [FileSystemError])
    {
        var files: [String] = []
        var failures: [FileSystemError] = []
        var visited: Set<FileIdentity> = []
        var queue: [(path: String, depth: Int)] = [("", 0)]
        var next = 0
        if let identity = fileSystem.identity(at: root) { visited.insert(identity) }
        while next < queue.count {
            let (relative, depth) = queue[next]
            next += 1
            let entries: [DirectoryEntry]
            do {
                entries = try fileSystem.contentsOfDirectory(
                    at: relative.isEmpty ? root : FilePath.join(root, relative))
            } catch {
                failures.append(error)
                continue
            }
            for entry in entries.sorted(by: { $0.name < $1.name }) where includeHidden || !entry.name.hasPrefix(".") {
                let child = relative.isEmpty ? entry.name : relative + "/" + entry.name
                if entry.kind == .file {
                    files.append(child)
                } else if entry.kind == .directory, depth + 1 < maxDepth ?? .max,
                    fileSystem.identity(at: FilePath.join(root, child)).map({ visited.insert($0).inserted }) ?? true
                {
                    queue.append((child, depth + 1))
                }
            }
        }
        return (files.sorted(), failures)
    }
}

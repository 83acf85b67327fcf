/// Lists every file below a directory through a ``FileSystem``, following symbolic links to
/// directories but never entering the same directory twice, so link loops end.
public struct DirectoryWalker: Sendable {
    public let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// The files below `root` as paths relative to it (`Sub/File.swift`), sorted. Directories that
    /// cannot be listed are skipped; why is returned in `failures`, sorted by path.
    public func files(under root: String) -> (files: [String], failures: [FileSystemError]) {
        var files: [String] = []
        var failures: [(String, FileSystemError)] = []
        var visited: Set<FileIdentity> = []
        var pending: [String] = [""]
        if let identity = fileSystem.identity(at: root) { visited.insert(identity) }
        while let relative = pending.popLast() {
            let absolute = relative.isEmpty ? root : FilePath.join(root, relative)
            let entries: [DirectoryEntry]
            do {
                entries = try fileSystem.contentsOfDirectory(at: absolute)
            } catch {
                failures.append((absolute, error))
                continue
            }
            for entry in entries {
                let child = relative.isEmpty ? entry.name : relative + "/" + entry.name
                switch entry.kind {
                case .file?: files.append(child)
                case .directory?:
                    let identity = fileSystem.identity(at: FilePath.join(root, child))
                    if let identity, !visited.insert(identity).inserted { continue }
                    pending.append(child)
                default: continue
                }
            }
        }
        return (files.sorted(), failures.sorted { $0.0 < $1.0 }.map(\.1))
    }
}

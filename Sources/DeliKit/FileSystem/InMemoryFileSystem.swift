/// A ``FileSystem`` held in memory, for tests: files with their bytes, directories implied by
/// the file paths (or added empty), and paths that exist but cannot be read.
public struct InMemoryFileSystem: FileSystem {
    private var files: [String: [UInt8]] = [:]
    private var directories: Set<String> = ["."]
    private var unreadablePaths: Set<String> = []

    /// Creates a file system holding `files` (path → UTF-8 text).
    public init(files: [String: String] = [:]) {
        for (path, text) in files {
            addFile(path, bytes: Array(text.utf8))
        }
    }

    /// Adds or replaces a file and creates its parent directories.
    public mutating func addFile(_ path: String, bytes: [UInt8]) {
        let normalized = FilePath.normalize(path)
        files[normalized] = bytes
        addDirectory(FilePath.directory(of: normalized))
    }

    /// Adds an empty directory and its parents.
    public mutating func addDirectory(_ path: String) {
        var current = FilePath.normalize(path)
        while !directories.contains(current) {
            directories.insert(current)
            current = FilePath.directory(of: current)
        }
    }

    /// Makes an existing path fail with ``FileSystemError/unreadable(path:reason:)``.
    public mutating func makeUnreadable(_ path: String) {
        unreadablePaths.insert(FilePath.normalize(path))
    }

    public func readFile(at path: String) throws(FileSystemError) -> [UInt8] {
        let normalized = FilePath.normalize(path)
        if unreadablePaths.contains(normalized) { throw .unreadable(path: path, reason: "Permission denied") }
        guard let bytes = files[normalized] else {
            throw directories.contains(normalized)
                ? .unreadable(path: path, reason: "Is a directory") : .notFound(path: path)
        }
        return bytes
    }

    public func contentsOfDirectory(at path: String) throws(FileSystemError) -> [DirectoryEntry] {
        let normalized = FilePath.normalize(path)
        guard directories.contains(normalized) else { throw .notFound(path: path) }
        if unreadablePaths.contains(normalized) { throw .unreadable(path: path, reason: "Permission denied") }
        let fileEntries = files.keys.filter { isChild($0, of: normalized) }.map {
            DirectoryEntry(name: FilePath.lastComponent(of: $0), kind: .file)
        }
        let directoryEntries = directories.filter { $0 != normalized && isChild($0, of: normalized) }.map {
            DirectoryEntry(name: FilePath.lastComponent(of: $0), kind: .directory)
        }
        return fileEntries + directoryEntries
    }

    public func itemKind(at path: String) -> FileItemKind? {
        let normalized = FilePath.normalize(path)
        if files[normalized] != nil { return .file }
        return directories.contains(normalized) ? .directory : nil
    }

    public func identity(at path: String) -> FileIdentity? {
        itemKind(at: path) == nil ? nil : FileIdentity(FilePath.normalize(path))
    }

    private func isChild(_ candidate: String, of directory: String) -> Bool {
        FilePath.directory(of: candidate) == directory
    }
}

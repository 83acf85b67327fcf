/// A ``FileSystem`` held in memory, for tests: files with their bytes, directories implied by
/// the file paths (or added empty), and paths that exist but cannot be read.
public struct InMemoryFileSystem: FileSystem {
    private var files: [String: [UInt8]] = [:]
    private var directories: Set<String> = ["."]
    private var unreadablePaths: Set<String> = []
    private var stamps: [String: FileStamp] = [:]
    /// The clock, in nanoseconds: files added or replaced are stamped with it. Tests move it
    /// forward to make stamps old enough to be trusted by a build record.
    public var time: Int64 = 0

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
        // Like a disk: the inode stays, size and times follow the write, so rewriting a file with
        // as many bytes at the same `time` keeps its stamp (the case build records must not trust).
        let inode = stamps[normalized]?.inode ?? UInt64(stamps.count + 1)
        stamps[normalized] = FileStamp(size: Int64(bytes.count), modified: time, changed: time, inode: inode)
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

    /// Removes a file (its directory stays).
    public mutating func removeFile(_ path: String) {
        let normalized = FilePath.normalize(path)
        files[normalized] = nil
        stamps[normalized] = nil
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

    public func stamp(at path: String) -> FileStamp? {
        stamps[FilePath.normalize(path)]
    }

    public func currentTime() -> Int64 { time }

    private func isChild(_ candidate: String, of directory: String) -> Bool {
        FilePath.directory(of: candidate) == directory
    }
}

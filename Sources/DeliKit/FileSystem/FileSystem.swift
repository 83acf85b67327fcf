/// The file access the configuration stage needs. The core never touches the disk itself: the
/// CLI passes a ``LocalFileSystem``, tests pass an ``InMemoryFileSystem``.
///
/// Paths are `/`-separated strings, absolute or relative to the process's working directory.
public protocol FileSystem: Sendable {
    /// The bytes of the file at `path`.
    func readFile(at path: String) throws(FileSystemError) -> [UInt8]

    /// The entries of the directory at `path` (without `.` and `..`), in any order.
    func contentsOfDirectory(at path: String) throws(FileSystemError) -> [DirectoryEntry]

    /// What is at `path` after following symbolic links, or nil when nothing (or a broken link) is.
    func itemKind(at path: String) -> FileItemKind?

    /// True when the file at `path` can be edited through another path: the entry is a symbolic link
    /// (not followed), or a file with more than one hard link. A watcher of the folder that holds
    /// `path` is told of an edit made through the other path only when that path is in a folder it
    /// watches too, and reports it under that path.
    func isReachedByOtherPaths(at path: String) -> Bool

    /// A value equal for every path that reaches the same directory or file (device and inode on
    /// disk), used to stop at symbolic-link loops. Nil when nothing is at `path`.
    func identity(at path: String) -> FileIdentity?

    /// The file's size, times and identity, or nil when they cannot be had (then nothing is
    /// trusted without reading the file). Implementations that cannot stamp files need not
    /// provide it.
    func stamp(at path: String) -> FileStamp?

    /// ``stamp(at:)`` of every path, in order (a disk can do them faster together).
    func stamps(at paths: [String]) -> [FileStamp?]

    /// ``stamps(at:)``, each with ``isReachedByOtherPaths(at:)`` for a path that has a stamp (false
    /// for one that has none); a disk answers both with one look at each entry.
    func linkedStamps(at paths: [String]) -> [(stamp: FileStamp?, isLinked: Bool)]

    /// The file system's clock, in nanoseconds since the epoch, comparable to ``FileStamp`` times.
    func currentTime() -> Int64

    /// How far a file's modification time may lag behind ``currentTime()`` when it is written, in
    /// nanoseconds: the tick of the clock the file system stamps files with (a few milliseconds on
    /// Linux). Stamps in whole seconds are recognised from the stamps themselves (see ``StampTrust``).
    func timestampResolution() -> Int64
}

extension FileSystem {
    /// False: a file system without links (in memory) need not say.
    public func isReachedByOtherPaths(at path: String) -> Bool { false }

    public func stamp(at path: String) -> FileStamp? { nil }

    public func stamps(at paths: [String]) -> [FileStamp?] {
        paths.map { stamp(at: $0) }
    }

    public func linkedStamps(at paths: [String]) -> [(stamp: FileStamp?, isLinked: Bool)] {
        zip(paths, stamps(at: paths)).map { path, stamp in (stamp, stamp != nil && isReachedByOtherPaths(at: path)) }
    }

    public func currentTime() -> Int64 { 0 }

    public func timestampResolution() -> Int64 { 0 }
}

/// What a path names.
public enum FileItemKind: Sendable, Hashable {
    case file
    case directory
    /// A device, socket, pipe or anything else that is neither a file nor a directory.
    case other
}

/// One entry of a directory listing.
public struct DirectoryEntry: Sendable, Hashable {
    /// The entry's name inside its directory.
    public var name: String
    /// The kind after following a symbolic link; nil for a broken link.
    public var kind: FileItemKind?
    /// True when the entry itself is a symbolic link.
    public var isSymbolicLink: Bool

    public init(name: String, kind: FileItemKind?, isSymbolicLink: Bool = false) {
        self.name = name
        self.kind = kind
        self.isSymbolicLink = isSymbolicLink
    }
}

/// Identifies a file or directory independently of the path used to reach it.
public struct FileIdentity: Sendable, Hashable {
    public var rawValue: String

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}

/// Why a file could not be read or a directory listed.
public enum FileSystemError: Error, Sendable, Hashable {
    /// Nothing exists at the path.
    case notFound(path: String)
    /// The path exists but could not be read; `reason` is the system's text (e.g. `Permission denied`).
    case unreadable(path: String, reason: String)
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real disk, read with POSIX calls: `open`/`read` for files and `opendir`/`readdir` for
/// listings (about ten times faster than Foundation's enumerator on large trees).
///
/// Entry names that are not valid UTF-8 are skipped: a `String` path could not name them again.
/// Symbolic links are reported with the kind of their target; a broken link has no kind.
/// (This type belongs to the CLI and will move there; the core only sees ``FileSystem``.)
public struct LocalFileSystem: FileSystem {
    public init() {}

    /// The process's working folder ("/" when the system cannot say).
    public static var workingDirectory: String {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let found = buffer.withUnsafeMutableBufferPointer { getcwd($0.baseAddress, $0.count) != nil }
        return found ? String(decoding: buffer.prefix { $0 != 0 }, as: UTF8.self) : "/"
    }

    public func readFile(at path: String) throws(FileSystemError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Self.error(errno, path: path) }
        defer { close(descriptor) }
        var info = stat()
        let sizeHint = fstat(descriptor, &info) == 0 ? max(Int(info.st_size), 0) : 0
        return try Self.readAll(descriptor, sizeHint: sizeHint, path: path)
    }

    /// The first `count` bytes of the file at `path` (fewer when it is shorter), or nil when it cannot
    /// be opened or read.
    public func readHead(of path: String, count: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var failure: Int32?
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, filled in
            filled = 0
            failure = Self.fill(buffer, from: descriptor, count: &filled)
        }
        return failure == nil ? bytes : nil
    }

    /// Reads to the end straight into the array, sized from `fstat` (one byte more, so a file of the
    /// expected size ends in a single `read`); a file that turns out larger is read on in chunks.
    private static func readAll(_ descriptor: Int32, sizeHint: Int, path: String) throws(FileSystemError) -> [UInt8] {
        var failure: Int32?
        var bytes = [UInt8](unsafeUninitializedCapacity: sizeHint + 1) { buffer, count in
            count = 0
            failure = fill(
                UnsafeMutableBufferPointer(rebasing: buffer[..<(sizeHint + 1)]), from: descriptor, count: &count)
        }
        var isFull = bytes.count == sizeHint + 1
        while failure == nil, isFull {
            let filled = bytes.count
            bytes.append(contentsOf: repeatElement(0, count: max(filled, 4096)))
            var count = filled
            failure = bytes.withUnsafeMutableBufferPointer { fill($0, from: descriptor, count: &count) }
            isFull = count == bytes.count
            bytes.removeSubrange(count...)
        }
        if let failure { throw error(failure, path: path) }
        return bytes
    }

    /// Reads into `buffer` from `count` on until it is full or the file ends; the error, if any.
    private static func fill(
        _ buffer: UnsafeMutableBufferPointer<UInt8>, from descriptor: Int32, count: inout Int
    ) -> Int32? {
        while count < buffer.count {
            let moved = read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            if moved > 0 {
                count += moved
            } else if moved < 0 && errno == EINTR {
                continue
            } else {
                return moved < 0 ? errno : nil
            }
        }
        return nil
    }

    public func contentsOfDirectory(at path: String) throws(FileSystemError) -> [DirectoryEntry] {
        guard let stream = opendir(path) else { throw Self.error(errno, path: path) }
        defer { closedir(stream) }
        var entries: [DirectoryEntry] = []
        while let entry = readdir(stream) {
            guard let name = Self.name(of: entry), name != ".", name != ".." else { continue }
            entries.append(describe(name: name, type: entry.pointee.d_type, in: path))
        }
        return entries
    }

    public func itemKind(at path: String) -> FileItemKind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Self.kind(mode: info.st_mode)
    }

    public func isReachedByOtherPaths(at path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        return (info.st_mode & S_IFMT) == S_IFLNK || ((info.st_mode & S_IFMT) == S_IFREG && info.st_nlink > 1)
    }

    public func identity(at path: String) -> FileIdentity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileIdentity("\(info.st_dev):\(info.st_ino)")
    }

    public func stamp(at path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Self.stamp(info)
    }

    /// The stamps of `paths` (see ``lookingUp(_:missing:_:)``).
    public func stamps(at paths: [String]) -> [FileStamp?] {
        lookingUp(paths, missing: nil) { directory, name in
            var info = stat()
            return fstatat(directory, name, &info, 0) == 0 ? Self.stamp(info) : nil
        }
    }

    /// One `fstatat` of the entry itself per path, and a second only for a symbolic link (whose
    /// stamp is its target's): ``isReachedByOtherPaths(at:)`` needs no call of its own.
    public func linkedStamps(at paths: [String]) -> [(stamp: FileStamp?, isLinked: Bool)] {
        lookingUp(paths, missing: (nil, false)) { directory, name in
            var info = stat()
            guard fstatat(directory, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return (nil, false) }
            guard (info.st_mode & S_IFMT) == S_IFLNK else {
                return (Self.stamp(info), (info.st_mode & S_IFMT) == S_IFREG && info.st_nlink > 1)
            }
            return fstatat(directory, name, &info, 0) == 0 ? (Self.stamp(info), true) : (nil, false)
        }
    }

    /// `look` of every path on all cores, each directory opened once and its files looked up by
    /// name (a one-component lookup instead of walking the whole path every time); `missing` for
    /// the paths of a directory that cannot be opened.
    private func lookingUp<Answer: Sendable>(
        _ paths: [String], missing: Answer, _ look: @Sendable (Int32, UnsafePointer<CChar>) -> Answer
    ) -> [Answer] {
        let runs = Self.directoryRuns(paths)
        let answered = ProjectScanner.parallelMap(runs) { run in
            let directory = open(run.directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard directory >= 0 else { return run.paths.map { _ in missing } }
            defer { close(directory) }
            // The name is the end of the path: no string is made for it.
            return run.paths.map { index in paths[index].withCString { look(directory, $0 + run.nameOffset) } }
        }
        return Array(answered.joined())
    }

    /// Runs of consecutive paths in the same directory, keeping their order: the directory, where
    /// the file name starts in each path, and the paths' positions. Paths are compared as bytes
    /// with the first path of the current run (no strings are made but one per directory).
    private static func directoryRuns(_ paths: [String]) -> [(directory: String, nameOffset: Int, paths: Range<Int>)] {
        var runs: [(directory: String, nameOffset: Int, paths: Range<Int>)] = []
        var runBytes: [UInt8] = []
        for (index, path) in paths.enumerated() {
            var path = path
            path.withUTF8 { bytes in
                // No slash: the current directory, name at 0; a leading slash only: the root, name at 1.
                let slash = bytes.lastIndex(of: UInt8(ascii: "/"))
                let nameOffset = slash.map { $0 + 1 } ?? 0
                let length = max(nameOffset - 1, 0)
                if let last = runs.last, last.nameOffset == nameOffset,
                    nameOffset <= 1
                        || runBytes.withUnsafeBytes({ memcmp($0.baseAddress!, bytes.baseAddress!, length) == 0 })
                {
                    return
                }
                runBytes = Array(bytes[..<length])
                let directory = slash == nil ? "." : nameOffset == 1 ? "/" : String(decoding: runBytes, as: UTF8.self)
                runs.append((directory, nameOffset, index..<index))
            }
            runs[runs.count - 1].paths = runs[runs.count - 1].paths.lowerBound..<(index + 1)
        }
        return runs
    }

    private static func stamp(_ info: stat) -> FileStamp {
        #if canImport(Darwin)
            let modified = Self.nanoseconds(info.st_mtimespec)
            let changed = Self.nanoseconds(info.st_ctimespec)
        #else
            let modified = Self.nanoseconds(info.st_mtim)
            let changed = Self.nanoseconds(info.st_ctim)
        #endif
        return FileStamp(
            size: Int64(info.st_size), modified: modified, changed: changed, inode: UInt64(info.st_ino),
            device: UInt64(info.st_dev))
    }

    public func currentTime() -> Int64 {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        return Self.nanoseconds(now)
    }

    /// The resolution of the coarse clock Linux stamps files with (one scheduler tick); elsewhere
    /// the real-time clock's.
    public func timestampResolution() -> Int64 {
        var resolution = timespec()
        #if os(Linux)
            clock_getres(CLOCK_REALTIME_COARSE, &resolution)
        #else
            clock_getres(CLOCK_REALTIME, &resolution)
        #endif
        return Self.nanoseconds(resolution)
    }

    private static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    private func describe(name: String, type: UInt8, in directory: String) -> DirectoryEntry {
        switch Int32(type) {
        case Int32(DT_REG): return DirectoryEntry(name: name, kind: .file)
        case Int32(DT_DIR): return DirectoryEntry(name: name, kind: .directory)
        case Int32(DT_LNK):
            return DirectoryEntry(name: name, kind: itemKind(at: directory + "/" + name), isSymbolicLink: true)
        case Int32(DT_UNKNOWN):
            let full = directory + "/" + name
            var info = stat()
            let isLink = lstat(full, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
            return DirectoryEntry(name: name, kind: itemKind(at: full), isSymbolicLink: isLink)
        default: return DirectoryEntry(name: name, kind: .other)
        }
    }

    private static func name(of entry: UnsafeMutablePointer<dirent>) -> String? {
        withUnsafeBytes(of: entry.pointee.d_name) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(validating: bytes, as: UTF8.self)
        }
    }

    private static func kind(mode: mode_t) -> FileItemKind {
        switch mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    private static func error(_ code: Int32, path: String) -> FileSystemError {
        if code == ENOENT || code == ENOTDIR { return .notFound(path: path) }
        return .unreadable(path: path, reason: String(cString: strerror(code)))
    }
}

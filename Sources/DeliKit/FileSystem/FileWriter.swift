#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Creates and replaces files with POSIX calls, for the CLI's outputs and `deli init`: folders
/// are made as needed, a replaced file is never seen half-written, and a failure carries the
/// system's own words (`Permission denied`).
public enum FileWriter {
    /// Why a write failed, in the system's words.
    public struct Failure: Error, Equatable {
        public let reason: String

        init(errno code: Int32) {
            reason = String(cString: strerror(code))
        }

        init(reason: String) {
            self.reason = reason
        }
    }

    /// Makes `path` and every missing folder above it; a folder that already exists is fine.
    public static func createDirectories(_ path: String) throws(Failure) {
        var current = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            current += "/" + component
            if mkdir(current, 0o777) != 0 && errno != EEXIST { throw Failure(errno: errno) }
        }
        var status = stat()
        guard stat(path, &status) == 0 else { throw Failure(errno: errno) }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw Failure(errno: ENOTDIR) }
    }

    /// Writes `bytes` to a hidden temporary file next to `path` and puts it in `path`'s place (a
    /// regular file there is swapped with it, then removed; anything else is renamed over), so
    /// readers see the old file or the new one; the temporary file is removed when a step fails.
    /// `temporaryName` names the temporary file from `path`'s last component (by default
    /// `.<name>.deli-<pid>.tmp`; the caches use the shape `deli clean` recognises). A replaced file
    /// keeps its permissions (a factory made read-only stays read-only). `removeReplaced` removes
    /// the swapped-out file, under the temporary name (by default at once; a server does it once it
    /// has answered).
    public static func replace(
        _ path: String, with bytes: [UInt8], temporaryName: (String) -> String = { ".\($0).deli-\(getpid()).tmp" },
        removeReplaced: (String) -> Void = remove
    ) throws(Failure) {
        let directory = FilePath.directory(of: path)
        try createDirectories(directory)
        let temporary = FilePath.join(directory, temporaryName(FilePath.lastComponent(of: path)))
        do throws(Failure) {
            try writeFile(bytes, to: temporary, flags: O_TRUNC)
            // What `path` itself is (one call), then, for a link, what it points to.
            var existing = stat()
            var exists = lstat(path, &existing) == 0
            let isRegularFile = exists && existing.st_mode & S_IFMT == S_IFREG
            if exists, existing.st_mode & S_IFMT == S_IFLNK { exists = stat(path, &existing) == 0 }
            if exists, chmod(temporary, existing.st_mode & 0o7777) != 0 { throw Failure(errno: errno) }
            // A regular file is swapped with the new one, then removed (see ``FileExchange``).
            if isRegularFile, FileExchange.swap(temporary, path) {
                removeReplaced(temporary)
                return
            }
            guard rename(temporary, path) == 0 else { throw Failure(errno: errno) }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Removes the file `path` names; one already gone is fine.
    public static func remove(_ path: String) {
        unlink(path)
    }

    /// Creates a new file at `path` holding `bytes`, refusing to replace one that exists.
    public static func create(_ path: String, with bytes: [UInt8]) throws(Failure) {
        try createDirectories(FilePath.directory(of: path))
        try writeFile(bytes, to: path, flags: O_EXCL)
    }

    /// Where the symbolic link at `path` points (as written in the link), or nil when `path` is not
    /// a link.
    public static func linkDestination(of path: String) -> String? {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = buffer.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { readlink(path, $0.baseAddress!, Int(PATH_MAX)) }
        }
        return count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : nil
    }

    /// Writes every byte of `bytes` to `descriptor`, retrying after interruptions and short writes:
    /// 0, or the `errno` of the write that failed (`EIO` when one wrote nothing).
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        var written = 0
        while written < bytes.count {
            let count = write(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return count < 0 ? errno : EIO }
            written += count
        }
        return 0
    }

    private static func writeFile(_ bytes: [UInt8], to path: String, flags: Int32) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | flags, 0o666)
        guard descriptor >= 0 else { throw Failure(errno: errno) }
        let code = bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
        let closed = close(descriptor) == 0 ? 0 : errno
        if code != 0 || closed != 0 { throw Failure(errno: code != 0 ? code : closed) }
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whole-file reads and writes of cache files with POSIX calls, straight into and out of a byte
/// array (no Foundation `Data` in between), and the naming and atomic replacement shared by the
/// scan cache and the build records.
enum CacheFile {
    /// `prefix` + `target` (every character other than ASCII letters, digits, `-`, `_` and `.`
    /// replaced by `_`) + `.` + `fileExtension`.
    static func name(prefix: String, target: String, extension fileExtension: String) -> String {
        let safe = target.unicodeScalars.map { scalar -> String in
            let allowed = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
            return allowed || "-_.".unicodeScalars.contains(scalar) ? String(scalar) : "_"
        }
        return prefix + safe.joined() + "." + fileExtension
    }

    /// Writes `bytes` to a hidden temporary file in `directory` (created when missing) and renames it
    /// to `name`, so readers see the old file or the new one, never half of one. Failures are
    /// swallowed (and the temporary file removed): a cache that cannot be written only makes the
    /// next run slower. False when the file was not replaced.
    @discardableResult
    static func replace(_ name: String, in directory: String, with bytes: [UInt8]) -> Bool {
        let replaced: ()? = try? FileWriter.replace(
            "\(directory)/\(name)", with: bytes, temporaryName: { ".\($0).\(getpid()).tmp" })
        return replaced != nil
    }

    /// The bytes of the file at `path`, mapped into memory where they are (see ``LoadedBytes``), or
    /// nil when it cannot be opened or read.
    static func load(at path: String) -> LoadedBytes? {
        LoadedBytes.mapping(at: path)
    }

    /// Appends `bytes` to the file at `path` (created when missing) in one `write`, so concurrent
    /// appenders never interleave inside a record; false when it fails or writes less.
    @discardableResult
    static func append(_ bytes: [UInt8], to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        guard descriptor >= 0 else { return false }
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress!, $0.count) }
        return close(descriptor) == 0 && written == bytes.count
    }

    /// The last `count` bytes of the file at `path`, or nil when it is shorter or cannot be read.
    static func tail(of path: String, count: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size >= count else { return nil }
        var bytes = [UInt8](repeating: 0, count: count)
        let read = bytes.withUnsafeMutableBytes {
            pread(descriptor, $0.baseAddress!, count, status.st_size - off_t(count))
        }
        return read == count ? bytes : nil
    }

    /// The size of the file at `path` in bytes, or nil when it cannot be had.
    static func size(of path: String) -> Int? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Int(exactly: status.st_size)
    }

    /// Deletes the file at `path`, if any.
    static func remove(_ path: String) {
        unlink(path)
    }
}

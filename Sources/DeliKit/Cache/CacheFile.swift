#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whole-file reads and writes of cache files with POSIX calls, straight into and out of a byte
/// array (no Foundation `Data` in between).
enum CacheFile {
    /// The bytes of the file at `path`, or nil when it cannot be opened or read in full.
    static func load(at path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size >= 0, let size = Int(exactly: status.st_size) else {
            return nil
        }
        var complete = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = transfer(size) { done in read(descriptor, buffer.baseAddress! + done, size - done) }
            complete = count == size
        }
        return complete ? bytes : nil
    }

    /// Creates or replaces the file at `path` with `bytes`; false when any step fails.
    static func store(_ bytes: [UInt8], at path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return false }
        let written = bytes.withUnsafeBytes { buffer in
            transfer(buffer.count) { done in write(descriptor, buffer.baseAddress! + done, buffer.count - done) }
        }
        return close(descriptor) == 0 && written == bytes.count
    }

    /// Calls `step` with the bytes moved so far until `total` are moved, the end of the file is
    /// reached or an error other than an interruption occurs; returns how many bytes were moved.
    private static func transfer(_ total: Int, _ step: (Int) -> Int) -> Int {
        var done = 0
        while done < total {
            let moved = step(done)
            if moved > 0 {
                done += moved
            } else if moved < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        return done
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether the calling thread is the process's main thread, where an app's main actor runs.
enum MainThread {
    static var isCurrent: Bool {
        #if canImport(Darwin)
            return pthread_main_np() != 0
        #else
            // The main thread's id is the process id: `/proc/thread-self` links to `PID/task/TID`.
            var buffer = [CChar](repeating: 0, count: 64)
            let length = readlink("/proc/thread-self", &buffer, buffer.count - 1)
            guard length > 0 else { return true }
            let parts = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
                .split(separator: "/")
            return parts.count != 3 || parts[0] == parts[2]
        #endif
    }

    /// Writes `text` to standard error at once (unbuffered), before a check that may stop the process.
    static func warn(_ text: String) {
        var bytes = Array(text.utf8)
        bytes.append(10)
        _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }
}

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

    /// Whether main-actor code can be running on the calling thread, so that building a main-actor
    /// object here is not known to be wrong: the main thread; or, once an `async` main (an app's, or
    /// a test runner's) has parked the main thread, the kind of thread that then drains the main
    /// queue. libdispatch parks the main thread in `sigsuspend` and runs the main actor's jobs on an
    /// overcommit worker, never on one of the concurrency runtime's own pool, where a detached
    /// task's code runs.
    ///
    /// Code that the main queue runs is recognised first; the thread's name and the main thread's
    /// wait channel below are for a main executor other than the main queue.
    static var mayRunMainActor: Bool {
        if isCurrent || MainQueue.isCurrent { return true }
        #if canImport(Darwin)
            return false
        #else
            guard contents(of: "/proc/thread-self/comm").map(isMainQueueWorker(name:)) ?? false else { return false }
            return isMainThreadParked
        #endif
    }

    #if !canImport(Darwin)
        /// Whether the main thread waits in `sigsuspend`. A signal wakes it there for a moment (each
        /// child process that ends sends one, and the main thread is the one that takes them), so a
        /// thread found elsewhere is looked at again a few times, a quarter of a millisecond apart.
        private static var isMainThreadParked: Bool {
            let path = "/proc/self/task/\(getpid())/wchan"
            for attempt in 0..<8 {
                if attempt > 0 { usleep(250) }
                if let wchan = contents(of: path), isParked(wchan: wchan) { return true }
            }
            return false
        }
    #endif

    /// Whether a thread waiting in `wchan` (its kernel wait channel) is parked by `dispatch_main`.
    static func isParked(wchan: String) -> Bool {
        wchan.contains("sigsuspend")
    }

    /// Whether a thread of this name (`comm`, at most 15 bytes: libdispatch names its workers after
    /// their root queue, `com.apple.root.default-qos.overcommit`) can drain the main queue.
    static func isMainQueueWorker(name: String) -> Bool {
        name.hasSuffix("overcommit") || name.hasSuffix("overcommit\n")
    }

    /// The first bytes of a small file (a `/proc` entry), or nil when it cannot be read.
    private static func contents(of path: String) -> String? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        return count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : nil
    }

    /// Writes `text` to standard error at once (unbuffered), before a check that may stop the process.
    static func warn(_ text: String) {
        var bytes = Array(text.utf8)
        bytes.append(10)
        _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }
}

import Deli
import Foundation
import Synchronization

/// Stands for a database connection pool: connecting is asynchronous and may fail, so its
/// initialiser is `async throws` and `start()` builds it; opened when the app starts, before the
/// HTTP server takes requests, and closed when it stops, after the HTTP server stopped (it is a
/// `Lifecycle` component, and `HTTPServer` depends on it through `NoteService`).
public final class StoragePool: Component, Lifecycle, Sendable {
    private let open = Mutex(false)

    public init() async throws {
        try await Task.sleep(for: .milliseconds(1))  // stands for connecting
        ServerLog.write("storage pool connected")
    }

    public var isOpen: Bool { open.withLock { $0 } }

    public func start() async throws {
        open.withLock { $0 = true }
        ServerLog.write("storage pool opened")
    }

    public func stop() async throws {
        open.withLock { $0 = false }
        ServerLog.write("storage pool closed")
    }
}

/// The server's log lines on standard output, flushed at once (CI reads them through a pipe).
enum ServerLog {
    static func write(_ line: String) {
        print("deli-server: \(line)")
        fflush(nil)  // every stream: the line shows at once when stdout is a pipe
    }
}

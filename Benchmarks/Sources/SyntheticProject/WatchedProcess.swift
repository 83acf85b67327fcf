import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A `deli watch --reporter json` child process: how many builds it finished (each prints
/// one pretty-printed JSON summary, whose first line is `{`, on standard error) and how much CPU
/// time it used so far (every thread, also those that ended, from `/proc/<pid>/stat`).
public final class WatchedProcess {
    /// Standard error so far, and the builds it reported; filled on the pipe's thread.
    private final class Lines: Sendable {
        let state = Mutex((summaries: 0, text: ""))
    }

    private let process = Process()
    private let lines = Lines()

    public init(deli: String, project: String) {
        process.executableURL = URL(fileURLWithPath: deli)
        process.arguments = ["watch", "--reporter", "json"]
        process.currentDirectoryURL = URL(fileURLWithPath: project)
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        errors.fileHandleForReading.readabilityHandler = { [lines] handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            lines.state.withLock { state in
                state.text += text
                state.summaries = state.text.split(separator: "\n").filter { $0 == "{" }.count
            }
        }
        do { try process.run() } catch { fatalError("cannot run \(deli) watch: \(error)") }
    }

    public var builds: Int { lines.state.withLock { $0.summaries } }

    /// Waits until `count` builds finished; stops the benchmark when that takes over a minute.
    public func waitForBuilds(_ count: Int) {
        let deadline = Date().addingTimeInterval(60)
        while builds < count {
            guard Date() < deadline, process.isRunning else { fatalError("deli watch did not finish build \(count)") }
            usleep(1_000)
        }
    }

    /// User + system time of the process so far, in seconds (clock ticks of 10 ms: measure many builds).
    public var cpu: Double {
        guard let seconds = ProcessCPU.seconds(of: process.processIdentifier) else {
            fatalError("cannot read the CPU time of deli watch")
        }
        return seconds
    }

    public func stop() {
        process.interrupt()
        process.waitUntilExit()
    }
}

import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The `deli serve` a `deli build` started in a project folder, found by its command line and
/// working folder (`deli build` starts it detached: it is no child of the benchmark).
public struct ServerProcess {
    public let processIdentifier: Int32

    /// The server running in `project`, if any.
    public static func find(in project: String) -> ServerProcess? {
        let folder = URL(fileURLWithPath: project).resolvingSymlinksInPath().path
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let process = Int32(entry),
                let command = try? String(contentsOfFile: "/proc/\(entry)/cmdline", encoding: .utf8),
                command.split(separator: "\0").dropFirst().first == "serve",
                let directory = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(entry)/cwd"),
                directory == folder
            else { continue }
            return ServerProcess(processIdentifier: process)
        }
        return nil
    }

    /// Seconds of CPU used so far (0 once it ended).
    public var cpu: Double { ProcessCPU.seconds(of: processIdentifier) ?? 0 }

    /// Ends the server and waits until it is gone.
    public func stop() {
        kill(processIdentifier, SIGTERM)
        while let stat = try? String(contentsOfFile: "/proc/\(processIdentifier)/stat", encoding: .utf8),
            !stat.contains(") Z")
        {
            usleep(5_000)
        }
    }
}

import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a command to its end with its output discarded (its error output is shown when it fails),
/// and times it: wall time, and the CPU time (user + sys) the child and the processes it waited for
/// used, from `getrusage(RUSAGE_CHILDREN)` before and after.
public enum ChildProcess {
    public static func run(
        _ executable: String, _ arguments: [String], in directory: String, environment: [String: String]? = nil
    ) -> Timing {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        if let environment { process.environment = environment }
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        let before = childCPU()
        let start = DispatchTime.now().uptimeNanoseconds
        do { try process.run() } catch { fatalError("cannot run \(executable): \(error)") }
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        guard process.terminationStatus == 0 else {
            fatalError("\(executable) \(arguments) failed: \(String(decoding: message, as: UTF8.self))")
        }
        return Timing(wall: wall, cpu: childCPU() - before)
    }

    private static func childCPU() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
            getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
        #else
            getrusage(RUSAGE_CHILDREN, &usage)
        #endif
        let seconds = { (time: timeval) in Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}

import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The CPU time a running process used so far, read from `/proc/<pid>/stat`: user + system time of
/// every thread, also those that ended, in clock ticks of 10 ms (measure many builds, not one).
public enum ProcessCPU {
    /// Seconds, or nil when the process is gone.
    public static func seconds(of process: Int32) -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        // After the command name: state is field 3, utime field 14 and stime field 15.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
        return (Double(fields[11])! + Double(fields[12])!) / ticks
    }
}

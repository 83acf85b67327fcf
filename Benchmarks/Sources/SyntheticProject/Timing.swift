#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Wall and whole-process CPU time (user + sys, every thread) of one run, in seconds; shared by the
/// benchmark executables.
public struct Timing: Sendable {
    public var wall: Double
    public var cpu: Double

    public init(wall: Double, cpu: Double) {
        self.wall = wall
        self.cpu = cpu
    }

    /// `12.3 ms` of wall and of CPU time.
    public var wallText: String { Self.milliseconds(wall) }
    public var cpuText: String { Self.milliseconds(cpu) }

    private static func milliseconds(_ seconds: Double) -> String {
        let tenths = Int((seconds * 10_000).rounded())
        return "\(tenths / 10).\(tenths % 10) ms"
    }

    public static func of(_ body: () -> Void) -> Timing {
        let wallStart = now(CLOCK_MONOTONIC)
        let cpuStart = now(CLOCK_PROCESS_CPUTIME_ID)
        body()
        return Timing(wall: now(CLOCK_MONOTONIC) - wallStart, cpu: now(CLOCK_PROCESS_CPUTIME_ID) - cpuStart)
    }

    private static func now(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

/// Runs every case `repetitions` times, interleaved (1, 2, 3, 1, 2, 3, …) so load from other
/// processes hits all cases alike, and returns each case's median wall and CPU time.
public func interleavedMedians(_ cases: [() -> Void], repetitions: Int) -> [Timing] {
    var samples = Array(repeating: [Timing](), count: cases.count)
    for _ in 0..<repetitions {
        for (index, body) in cases.enumerated() { samples[index].append(Timing.of(body)) }
    }
    return samples.map { runs in
        Timing(
            wall: runs.map(\.wall).sorted()[runs.count / 2], cpu: runs.map(\.cpu).sorted()[runs.count / 2])
    }
}

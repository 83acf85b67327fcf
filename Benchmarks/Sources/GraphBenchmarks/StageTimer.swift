#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Wall and whole-process CPU time (user + sys, every thread) of one run, in seconds.
struct StageTimer {
    var wall: Double
    var cpu: Double

    var wallText: String { Self.milliseconds(wall) }
    var cpuText: String { Self.milliseconds(cpu) }

    static func of(_ body: () -> Void) -> StageTimer {
        let wallStart = now(CLOCK_MONOTONIC)
        let cpuStart = now(CLOCK_PROCESS_CPUTIME_ID)
        body()
        return StageTimer(wall: now(CLOCK_MONOTONIC) - wallStart, cpu: now(CLOCK_PROCESS_CPUTIME_ID) - cpuStart)
    }

    /// Runs every stage `repetitions` times, interleaved (1, 2, 3, 1, 2, 3, …) so load from other
    /// processes hits all stages alike, and returns each stage's median wall and CPU time.
    static func interleavedMedians(_ stages: [() -> Void], repetitions: Int) -> [StageTimer] {
        var samples = Array(repeating: [StageTimer](), count: stages.count)
        for _ in 0..<repetitions {
            for (index, stage) in stages.enumerated() { samples[index].append(of(stage)) }
        }
        return samples.map { runs in
            StageTimer(wall: median(runs.map(\.wall)), cpu: median(runs.map(\.cpu)))
        }
    }

    private static func median(_ values: [Double]) -> Double {
        values.sorted()[values.count / 2]
    }

    private static func now(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// `12.3 ms`.
    private static func milliseconds(_ seconds: Double) -> String {
        let tenths = Int((seconds * 10_000).rounded())
        return "\(tenths / 10).\(tenths % 10) ms"
    }
}

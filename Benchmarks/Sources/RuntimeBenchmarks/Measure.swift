#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Written to by every benchmark so the optimizer cannot delete the measured work.
nonisolated(unsafe) var sink: AnyObject?

/// Keeps `value` alive and observable.
@inline(never)
func blackHole(_ value: AnyObject?) {
    sink = value
}

/// Hides a value from the optimizer (it cannot prove what comes back).
@inline(never)
func opaque<T>(_ value: T) -> T {
    value
}

/// One benchmark: a name, how many calls per timed run, and the call.
struct Case {
    let name: String
    let iterations: Int
    let body: () -> Void
}

/// Median nanoseconds (thread CPU time) per call of each case. Runs are interleaved (case 1, 2, 3, 1, 2, 3, …) so
/// that load from other processes hits every case alike, which keeps ratios honest.
func measure(_ cases: [Case], repetitions: Int = 21) -> [Double] {
    for item in cases {
        for _ in 0..<(item.iterations / 10) { item.body() }
    }
    var samples = Array(repeating: [Double](), count: cases.count)
    for _ in 0..<repetitions {
        for (index, item) in cases.enumerated() {
            let start = threadCPUNanoseconds()
            for _ in 0..<item.iterations { item.body() }
            samples[index].append(Double(threadCPUNanoseconds() - start) / Double(item.iterations))
        }
    }
    return samples.map { $0.sorted()[$0.count / 2] }
}

/// CPU time of this thread: unlike wall time, it does not count time spent descheduled while
/// other processes use the cores, so results stay comparable on a busy machine.
private func threadCPUNanoseconds() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return time.tv_sec * 1_000_000_000 + time.tv_nsec
}

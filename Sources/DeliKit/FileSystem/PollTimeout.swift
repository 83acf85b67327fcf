/// The timeout `poll(2)` takes for a deadline, shared by the inotify queue and the polling
/// watcher's sleep.
enum PollTimeout {
    /// The milliseconds from `now` until `deadline`, rounded up so that a wait never ends before it:
    /// 0 once it has passed, and at most `Int32.max`.
    static func milliseconds(
        until deadline: ContinuousClock.Instant, from now: ContinuousClock.Instant = .now
    ) -> Int32 {
        let (seconds, attoseconds) = (deadline - now).components
        guard seconds >= 0 else { return 0 }
        guard seconds < Int64(Int32.max / 1000) - 1 else { return Int32.max }
        let milliseconds = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return Int32(max(milliseconds, 0))
    }
}

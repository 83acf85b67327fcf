import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The interrupt (Ctrl-C) or termination `deli watch` received. The handler only records the
/// signal: the command checks it between builds, so a build under way finishes and never leaves a
/// half-written output, and then ends the process by the same signal, as the shell expects.
struct StopSignal: Sendable {
    /// The signal received, if any.
    var received: Int32? {
        let value = receivedSignal.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }

    /// Routes SIGINT and SIGTERM to the recorder. Both are unblocked first: a process inherits the
    /// blocked signals of the thread that started it (a test runner's, say), and the threads the
    /// builds start later inherit this one's.
    static func install() -> StopSignal {
        var stops = sigset_t()
        sigemptyset(&stops)
        for stop in [SIGINT, SIGTERM] {
            sigaddset(&stops, stop)
            signal(stop) { receivedSignal.store($0, ordering: .relaxed) }
        }
        pthread_sigmask(SIG_UNBLOCK, &stops, nil)
        return StopSignal()
    }

    /// Ends the process by `stop`, with its default action.
    static func end(with stop: Int32) -> Never {
        signal(stop, SIG_DFL)
        raise(stop)
        exit(128 + stop)
    }
}

/// Written by the signal handler: a lock-free atomic is safe to store to there.
private let receivedSignal = Atomic<Int32>(0)

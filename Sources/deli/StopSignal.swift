import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The interrupt (Ctrl-C), termination or hangup (its terminal closed) `deli watch` received. The
/// handler only records the signal: the command checks it between builds, so a build under way
/// finishes and never leaves a half-written output or a temporary file beside one, and then ends
/// the process by the same signal, as the shell expects.
struct StopSignal: Sendable {
    /// The signal received, if any.
    var received: Int32? {
        let value = receivedSignal.load(ordering: .relaxed)
        return value == 0 ? nil : value
    }

    /// Routes SIGINT, SIGTERM and SIGHUP to the recorder. A hangup the process was started
    /// ignoring (`nohup deli watch &`) stays ignored, so the watch outlives its terminal as asked.
    /// The signals are unblocked first: a process inherits the blocked signals of the thread that
    /// started it (a test runner's, say), and the threads the builds start later inherit this one's.
    static func install() -> StopSignal {
        var stops = sigset_t()
        sigemptyset(&stops)
        for stop in [SIGINT, SIGTERM, SIGHUP] where !(stop == SIGHUP && isIgnored(stop)) {
            sigaddset(&stops, stop)
            signal(stop) { receivedSignal.store($0, ordering: .relaxed) }
        }
        pthread_sigmask(SIG_UNBLOCK, &stops, nil)
        return StopSignal()
    }

    /// Whether `stop` is ignored (its disposition is `SIG_IGN`), as the process inherited it.
    private static func isIgnored(_ stop: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(stop, nil, &current) == 0 else { return false }
        #if canImport(Glibc)
            let handler = current.__sigaction_handler.sa_handler
        #else
            let handler = current.__sigaction_u.__sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
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

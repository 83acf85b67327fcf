#if os(Linux)
    import Glibc
    import Testing

    @testable import deli

    /// The signals that stop `deli watch`, installed in this process; each test puts back the
    /// dispositions it found.
    @Suite(.serialized) struct StopSignalTests {
        private static let signals = [SIGINT, SIGTERM, SIGHUP]

        @Test func aHangupIsRecordedInsteadOfEndingTheProcess() {
            withDispositionsRestored {
                let stop = StopSignal.install()
                raise(SIGHUP)
                #expect(stop.received == SIGHUP)
            }
        }

        @Test func aHangupIgnoredAtStartStaysIgnored() {
            withDispositionsRestored {
                signal(SIGHUP, SIG_IGN)
                _ = StopSignal.install()
                #expect(Self.handler(of: SIGHUP) == unsafeBitCast(SIG_IGN, to: Int.self))
                #expect(Self.handler(of: SIGTERM) != unsafeBitCast(SIG_IGN, to: Int.self))
            }
        }

        private func withDispositionsRestored(_ body: () -> Void) {
            var saved = Self.signals.map { _ in sigaction() }
            for (index, stop) in Self.signals.enumerated() { sigaction(stop, nil, &saved[index]) }
            defer {
                for (index, stop) in Self.signals.enumerated() { sigaction(stop, &saved[index], nil) }
            }
            body()
        }

        /// The handler of `stop` as a number (`SIG_DFL` is 0, `SIG_IGN` 1).
        private static func handler(of stop: Int32) -> Int {
            var current = sigaction()
            sigaction(stop, nil, &current)
            return unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self)
        }
    }
#endif

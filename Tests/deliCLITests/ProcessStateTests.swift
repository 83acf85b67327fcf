#if os(Linux)
    import Foundation
    import Testing

    @testable import deli

    /// The state letter read from `/proc/<id>/stat`, which tells a client that its watch is stopped.
    @Suite struct ProcessStateTests {
        private func state(_ line: String) -> String? {
            ProcessState.state(inStat: Array(line.utf8)).map { String(UnicodeScalar($0)) }
        }

        @Test func theLetterFollowsTheCommandName() {
            #expect(state("4370 (deli) S 1 4370 4370 0 -1") == "S")
            #expect(state("4370 (deli) T 1 4370 4370 0 -1") == "T")
        }

        @Test func aCommandNameWithSpacesAndParenthesesIsSkippedWhole() {
            #expect(state("12 (a (b) c) t 1 2 3") == "t")
            #expect(state("12 ()) R 1") == "R")
        }

        @Test func aLineWithoutTheLetterHasNoState() {
            #expect(state("") == nil)
            #expect(state("12 (deli)") == nil)
            #expect(state("12 (deli) ") == nil)
            #expect(state("12 (deli)S 1") == nil)
            #expect(state("12 deli S 1") == nil)
        }

        /// A server is told from a watch by its command line (`deli serve …`), for the message a
        /// client prints when the process serving its folder is stopped.
        @Test func theSecondArgumentOfACommandLineTellsAServer() {
            let line = { (text: String) in ProcessState.secondArgument(inCommandLine: Array(text.utf8)) }
            #expect(line("/usr/bin/deli\0serve\0--idle\0600\0") == "serve")
            #expect(line("deli\0watch\0") == "watch")
            #expect(line("deli\0") == "")
            #expect(line("deli") == nil)
            #expect(line("") == nil)
            #expect(!ProcessState.isServer(getpid()) && !ProcessState.isServer(Int32.max))
        }

        @Test func thisProcessIsNotStoppedAndAMissingOneIsNot() {
            #expect(!ProcessState.isStopped(getpid()))
            #expect(!ProcessState.isStopped(Int32.max))
        }

        @Test func aStoppedChildIsStopped() throws {
            let child = Process()
            child.executableURL = URL(fileURLWithPath: "/bin/sleep")
            child.arguments = ["30"]
            try child.run()
            defer {
                kill(child.processIdentifier, SIGKILL)
                child.waitUntilExit()
            }
            kill(child.processIdentifier, SIGSTOP)
            var stopped = false
            for _ in 0..<100 where !stopped {
                stopped = ProcessState.isStopped(child.processIdentifier)
                if !stopped { usleep(10_000) }
            }
            #expect(stopped)
            kill(child.processIdentifier, SIGCONT)
            var running = false
            for _ in 0..<100 where !running {
                running = !ProcessState.isStopped(child.processIdentifier)
                if !running { usleep(10_000) }
            }
            #expect(running)
        }
    }
#endif

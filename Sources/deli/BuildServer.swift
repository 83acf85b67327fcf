#if os(Linux)
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #endif
    import ArgumentParser
    import DeliKit

    /// The `deli watch` and `deli serve` side of a served build (see ``BuildClient``): a socket
    /// named after the process's working folder, and the checks a request passes before the process
    /// builds for it.
    final class BuildServer {
        /// The process that serves: a watch, or a server that builds only when asked.
        enum Kind {
            case watch, server

            /// What messages call it.
            var name: String { self == .watch ? "deli watch" : "deli server" }
        }

        private let socket: UnixSocket
        private let kind: Kind
        private let toolIdentity = RunStores.toolIdentity
        private let workingDirectory = LocalFileSystem.workingDirectory
        /// The process's cache folder, as its options name it (for messages).
        private let cacheDirectory: String
        /// The options a request's arguments parse to, when this watch builds with them (nil when they
        /// do not parse, ask for `--no-server`, or differ from the watch's own in what a build does).
        /// A script or an IDE asks with the same arguments build after build, and parsing them again
        /// would cost more than every other check of the request together: the last answer is kept.
        private let servedOptions: LastAnswerMemo<[String], CommonOptions?>

        /// The descriptor that becomes readable when a `deli build` connects.
        var descriptor: Int32 { socket.descriptor }

        /// True once a `deli build` of another deli executable asked: this one is out of date.
        private(set) var sawAnotherExecutable = false

        /// True once a `deli watch` asked this server to end (see ``BuildRequest/stepDown``).
        private(set) var hasSteppedDown = false

        /// A server for the builds of `options` in a process of `kind`; nil with `--no-cache`, or
        /// when another watch or server in the same working folder serves builds already.
        init?(options: CommonOptions, kind: Kind = .watch) {
            guard let cacheDirectory = options.cacheDirectory,
                let socket = UnixSocket.listen(name: BuildClient.serverName(workingDirectory: workingDirectory))
            else { return nil }
            self.socket = socket
            self.kind = kind
            self.cacheDirectory = cacheDirectory
            let buildKey = options.buildKey
            servedOptions = LastAnswerMemo { arguments in
                (try? BuildCommand.parse(arguments)).flatMap { command in
                    !command.noServer && command.options.buildKey == buildKey ? command.options : nil
                }
            }
            // A client that goes away mid-build must not end the watch when it is written to.
            signal(SIGPIPE, SIG_IGN)
        }

        deinit { socket.close() }

        /// A watch's server for `options` once the `deli serve` holding its folder's name stepped
        /// down (it ends within milliseconds of answering); nil when none did, or the name stayed
        /// taken for two seconds.
        static func takingOver(options: CommonOptions) -> BuildServer? {
            let name = BuildClient.serverName(workingDirectory: LocalFileSystem.workingDirectory)
            guard options.cacheDirectory != nil, BuildClient.askServerToStepDown(name: name) else { return nil }
            let deadline = ContinuousClock.now + .seconds(2)
            while ContinuousClock.now < deadline {
                if let server = BuildServer(options: options) { return server }
                usleep(5_000)
            }
            return nil
        }

        /// Answers every `deli build` waiting: `build` runs with the request's options while
        /// everything printed goes to the client's streams, and returns the exit code;
        /// `answered` runs after each answer is sent (the client no longer waits). Returns how many
        /// times `build` ran.
        func answerWaiting(build: (CommonOptions) -> Int32, answered: () -> Void = {}) -> Int {
            var built = 0
            while let connection = socket.accept() {
                defer { connection.close() }
                // A client that never finishes its request must not stop the watch for long.
                connection.limitReads(toSeconds: 5)
                guard connection.peerUserID == getuid(), let received = connection.receive(limit: 1 << 20) else {
                    continue
                }
                // A client that stopped waiting (it found this watch stopped, and built by itself)
                // is not built for again.
                guard !connection.isClosedByPeer else {
                    for descriptor in received.descriptors { close(descriptor) }
                    continue
                }
                if stepsDown(for: received, on: connection) { break }
                let answer: BuildRequest.Answer
                switch check(received) {
                case .success(let options):
                    let (output, error) = (received.descriptors[0], received.descriptors[1])
                    answer = .exit(
                        OutputRoute.redirecting(output: output, error: error) {
                            let code = build(options)
                            if options.verbose {
                                FileHandleOutput.standardError.write("deli: built by \(description)\n")
                            }
                            return code
                        })
                    built += 1
                case .failure(let refusal):
                    answer = .refused("the \(kind.name) of \(cacheDirectory) \(refusal.reason)")
                }
                // Closed before answering: once the client ends, nothing else holds its streams open.
                for descriptor in received.descriptors { close(descriptor) }
                _ = connection.send(answer.encoded, passing: [])
                // The client reads its answer up to the end of the stream: it ends here, not once
                // the work for after the answer is done.
                connection.finishWriting()
                answered()
            }
            return built
        }

        /// True when `received` asks this process to step down and it is a server: it answers, and
        /// takes no other request. A watch refuses (the asking watch then serves nothing).
        private func stepsDown(for received: (bytes: [UInt8], descriptors: [Int32]), on connection: UnixSocket) -> Bool
        {
            guard let request = BuildRequest(decoding: received.bytes), request.arguments == [BuildRequest.stepDown]
            else { return false }
            for descriptor in received.descriptors { close(descriptor) }
            hasSteppedDown = kind == .server
            let answer: BuildRequest.Answer =
                hasSteppedDown ? .steppedDown : .refused("the deli watch of \(cacheDirectory) serves this folder")
            _ = connection.send(answer.encoded, passing: [])
            return hasSteppedDown
        }

        /// Who built, for `--verbose`: "the deli watch of .build/deli-cache"; a server adds its
        /// process, which outlives the builds it serves.
        private var description: String {
            let own = "the \(kind.name) of \(cacheDirectory)"
            return kind == .watch ? own : own + " (process \(getpid()))"
        }

        /// Why a request is not served.
        struct Refusal: Error {
            var reason: String
        }

        /// The request's options when this watch may build for it.
        private func check(_ received: (bytes: [UInt8], descriptors: [Int32])) -> Result<CommonOptions, Refusal> {
            guard received.descriptors.count == 2, let request = BuildRequest(decoding: received.bytes) else {
                return .failure(Refusal(reason: "could not read the request"))
            }
            guard request.toolIdentity == toolIdentity else {
                sawAnotherExecutable = true
                return .failure(Refusal(reason: "runs another deli executable (\(toolIdentity))"))
            }
            guard request.directory == workingDirectory else {
                return .failure(Refusal(reason: "runs in another working folder (\(workingDirectory))"))
            }
            guard let options = servedOptions(request.arguments) else {
                return .failure(Refusal(reason: "builds with other options than this build's"))
            }
            return .success(options)
        }
    }
#endif

#if os(Linux)
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #endif
    import DeliKit
    import Synchronization

    /// The `deli build` side of a build served by `deli watch` or `deli serve`: when one runs for
    /// this user in this working folder (or, when none does, once ``ServerLauncher`` started a
    /// server), it parses the arguments, builds with the sources, scan cache and records
    /// it keeps in memory, and prints into pipes that this process copies to its standard output
    /// and error (see ``OutputRelay``); this process ends with the build's exit code. It asks
    /// before parsing its own arguments, so a served build costs this process little more than
    /// starting.
    enum BuildClient {
        /// Why the watch or server did not build, for `--verbose` once this process has parsed its
        /// options.
        static let refusal = Mutex<String?>(nil)

        /// The exit code of the build the watch or server ran for `arguments` (the whole command
        /// line), or nil when none ran: not `deli build`, `--no-server`, none serves this folder and
        /// none could be started, it refused (another executable or other build options:
        /// ``refusal`` says), it is stopped (suspended or held by a debugger) before it answers, or
        /// it went away before answering. Then this process builds by itself.
        static func build(arguments: [String]) -> Int32? {
            guard arguments.count > 1, arguments[1] == "build", !arguments.contains("--no-server") else { return nil }
            let workingDirectory = LocalFileSystem.workingDirectory
            let name = serverName(workingDirectory: workingDirectory)
            // A watch whose queue of connections stays full is not waited for either. With none
            // serving this folder, a server is started for this build and those after it.
            guard
                let socket = UnixSocket.connect(name: name, waitingAtMost: 2)
                    ?? ServerLauncher.startServing(arguments: arguments, name: name)
            else { return nil }
            defer { socket.close() }
            // Any process may take a name in the abstract namespace: only this user's watch is trusted.
            guard let watch = socket.peer, watch.userID == getuid() else { return nil }
            let request = BuildRequest(
                toolIdentity: RunStores.toolIdentity, directory: workingDirectory,
                arguments: Array(arguments.dropFirst(2)))
            guard var relay = OutputRelay() else { return nil }
            defer { relay.close() }
            let sent = socket.send(request.encoded, passing: relay.writeEnds)
            relay.closeWriteEnds()
            guard sent else { return nil }
            socket.finishWriting()
            // A busy watch is waited for; a stopped one (Ctrl-Z, a debugger) may never answer.
            guard relay.relay(until: socket, checkingEvery: 200, while: { !ProcessState.isStopped(watch.processID) })
            else {
                let kind = ProcessState.isServer(watch.processID) ? "server" : "watch"
                refusal.withLock { $0 = "the deli \(kind) serving this folder is stopped (process \(watch.processID))" }
                return nil
            }
            guard let reply = socket.receive(limit: 4096) else { return nil }
            for descriptor in reply.descriptors { close(descriptor) }
            switch BuildRequest.Answer(decoding: reply.bytes) {
            case .exit(let code):
                return code
            case .refused(let reason):
                refusal.withLock { $0 = reason }
                return nil
            case .steppedDown, nil:
                return nil
            }
        }

        /// Asks the `deli serve` listening on `name` to end, so that a `deli watch` starting in its
        /// folder serves the builds there; true when it answered that it ends.
        static func askServerToStepDown(name: String) -> Bool {
            guard let socket = UnixSocket.connect(name: name, waitingAtMost: 2) else { return false }
            defer { socket.close() }
            guard let server = socket.peer, server.userID == getuid() else { return false }
            let request = BuildRequest(
                toolIdentity: RunStores.toolIdentity, directory: LocalFileSystem.workingDirectory,
                arguments: [BuildRequest.stepDown])
            guard socket.send(request.encoded, passing: []) else { return false }
            socket.finishWriting()
            guard let reply = socket.receive(limit: 4096) else { return false }
            for descriptor in reply.descriptors { close(descriptor) }
            return BuildRequest.Answer(decoding: reply.bytes) == .steppedDown
        }

        /// The name of the socket on which the `deli watch` running in `workingDirectory` for this
        /// user serves builds, in Linux's abstract namespace.
        static func serverName(workingDirectory: String) -> String {
            let hash = ContentHash(of: FilePath.normalize(workingDirectory))
            return "deli-build-\(getuid())-" + String(hash.fnv, radix: 16) + "-" + String(hash.mixed, radix: 16)
        }
    }
#endif

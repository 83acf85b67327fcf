#if os(Linux)
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #endif
    import DeliKit

    /// The `deli build` side of a build served by `deli watch`: when a watch of the same cache
    /// folder runs for this user, it builds with the sources, scan cache and records it keeps in
    /// memory, printing straight to this process's standard output and error, and this process
    /// ends with the build's exit code. It skips starting a pipeline, reading the caches back and
    /// `stat`ing every source.
    enum BuildClient {
        /// The exit code of the build the watch ran for `arguments` (those after `build`), or nil
        /// when none ran: no watch serves this folder, it refused (another executable, working
        /// folder or build option), or it went away before answering. Then this process builds.
        static func build(options: CommonOptions, arguments: [String]) -> Int32? {
            guard let cacheDirectory = options.cacheDirectory else { return nil }
            let workingDirectory = LocalFileSystem.workingDirectory
            let name = CommonOptions.serverName(cacheDirectory: cacheDirectory, workingDirectory: workingDirectory)
            guard let socket = UnixSocket.connect(name: name) else { return nil }
            defer { socket.close() }
            // Any process may take a name in the abstract namespace: only this user's watch is trusted.
            guard socket.peerUserID == getuid() else { return nil }
            let request = BuildRequest(
                toolIdentity: RunStores.toolIdentity, directory: workingDirectory, arguments: arguments)
            guard socket.send(request.encoded, passing: [1, 2]) else { return nil }
            socket.finishWriting()
            guard let reply = socket.receive(limit: 4096) else { return nil }
            for descriptor in reply.descriptors { close(descriptor) }
            switch BuildRequest.Answer(decoding: reply.bytes) {
            case .exit(let code):
                if options.verbose {
                    FileHandleOutput.standardError.write("deli: built by the deli watch of \(cacheDirectory)\n")
                }
                return code
            case .refused(let reason):
                if options.verbose {
                    FileHandleOutput.standardError.write("deli: the deli watch of \(cacheDirectory) \(reason)\n")
                }
                return nil
            case nil:
                return nil
            }
        }
    }
#endif

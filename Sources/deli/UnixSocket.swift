#if os(Linux)
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #endif

    /// A Unix stream socket in Linux's abstract namespace (a name, not a file: nothing is left on
    /// disk when its process ends), with the two things a build server needs beyond bytes: the user
    /// on the other end, and open file descriptors passed along (`SCM_RIGHTS`).
    struct UnixSocket {
        let descriptor: Int32

        /// A non-blocking socket listening on `name`; nil when the name is taken or sockets fail.
        static func listen(name: String) -> UnixSocket? {
            guard let socket = make() else { return nil }
            let bound = socket.withAddress(name) { bind(socket.descriptor, $0, $1) == 0 }
            guard bound, systemListen(socket.descriptor) == 0,
                fcntl(socket.descriptor, F_SETFL, fcntl(socket.descriptor, F_GETFL) | O_NONBLOCK) == 0
            else {
                socket.close()
                return nil
            }
            return socket
        }

        /// A socket connected to the one listening on `name`; nil when none listens, or when its
        /// queue of connections stays full for `seconds` (this socket's writes wait as long at most).
        static func connect(name: String, waitingAtMost seconds: Int) -> UnixSocket? {
            guard let socket = make() else { return nil }
            socket.limit(SO_SNDTIMEO, toSeconds: seconds)
            guard socket.withAddress(name, { systemConnect(socket.descriptor, $0, $1) == 0 }) else {
                socket.close()
                return nil
            }
            return socket
        }

        /// The next pending connection of a listening socket, nil when there is none.
        func accept() -> UnixSocket? {
            let accepted = systemAccept(descriptor)
            guard accepted >= 0 else { return nil }
            _ = fcntl(accepted, F_SETFD, FD_CLOEXEC)
            return UnixSocket(descriptor: accepted)
        }

        /// The user id of the process at the other end (`SO_PEERCRED`).
        var peerUserID: uid_t? { peer?.userID }

        /// The process at the other end and its user (`SO_PEERCRED`): for a connected socket, the
        /// process that listened.
        var peer: (processID: Int32, userID: uid_t)? {
            // `struct ucred` (pid, uid, gid), which Glibc's module leaves out with the GNU extensions.
            var credentials: (pid: Int32, uid: uid_t, gid: gid_t) = (0, 0, 0)
            var length = socklen_t(MemoryLayout.size(ofValue: credentials))
            guard getsockopt(descriptor, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0 else { return nil }
            return (credentials.pid, credentials.uid)
        }

        /// Gives up on reads that wait longer than `seconds`.
        func limitReads(toSeconds seconds: Int) {
            limit(SO_RCVTIMEO, toSeconds: seconds)
        }

        /// Sets the time limit `option` (`SO_RCVTIMEO` or `SO_SNDTIMEO`) to `seconds`.
        private func limit(_ option: Int32, toSeconds seconds: Int) {
            var limit = timeval(tv_sec: seconds, tv_usec: 0)
            _ = setsockopt(descriptor, SOL_SOCKET, option, &limit, socklen_t(MemoryLayout<timeval>.size))
        }

        /// True when the other end closed its socket, not only its writing side.
        var isClosedByPeer: Bool {
            var entry = pollfd(fd: descriptor, events: 0, revents: 0)
            return poll(&entry, 1, 0) > 0 && entry.revents & Int16(POLLHUP) != 0
        }

        /// Sends all of `bytes`, the first of them together with `descriptors`; false on failure.
        func send(_ bytes: [UInt8], passing descriptors: [Int32]) -> Bool {
            UnixSocketMessage.send(bytes, passing: descriptors, on: descriptor)
        }

        /// Reads until the other end stops writing (at most `limit` bytes): the bytes and the
        /// descriptors that came with them, nil when reading failed or went over the limit.
        func receive(limit: Int) -> (bytes: [UInt8], descriptors: [Int32])? {
            guard var received = UnixSocketMessage.receive(on: descriptor, limit: limit) else { return nil }
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(descriptor, &chunk, chunk.count)
                if count < 0 && errno == EINTR { continue }
                if count == 0 { return received }
                guard count > 0, received.bytes.count + count <= limit else {
                    received.descriptors.forEach(systemClose)
                    return nil
                }
                received.bytes += chunk[..<count]
            }
        }

        /// Tells the other end that nothing more will be written.
        func finishWriting() { _ = shutdown(descriptor, Int32(SHUT_WR)) }

        func close() { systemClose(descriptor) }

        private static func make() -> UnixSocket? {
            let made = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            return made < 0 ? nil : UnixSocket(descriptor: made)
        }

        /// Calls `body` with the abstract address of `name` (a leading zero byte, then the name).
        private func withAddress(_ name: String, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Bool) -> Bool {
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            let bytes = Array(name.utf8)
            let capacity = MemoryLayout.size(ofValue: address.sun_path)
            guard bytes.count < capacity else { return false }
            withUnsafeMutableBytes(of: &address.sun_path) { path in
                for (index, byte) in bytes.enumerated() { path[index + 1] = byte }
            }
            let length = socklen_t(MemoryLayout<sa_family_t>.size + 1 + bytes.count)
            return withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, length) }
            }
        }
    }

    // The system calls whose names the socket's own methods hide inside it.
    private func systemListen(_ descriptor: Int32) -> Int32 { listen(descriptor, 16) }
    private func systemConnect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
        connect(descriptor, address, length)
    }
    private func systemAccept(_ descriptor: Int32) -> Int32 { accept(descriptor, nil, nil) }
    /// Also for the other types with a `close()` of their own (``OutputRelay``).
    func systemClose(_ descriptor: Int32) { _ = close(descriptor) }
#endif

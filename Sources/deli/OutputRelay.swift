#if os(Linux)
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #endif

    /// Two pipes between a served build and the `deli build` it builds for: the watch prints into
    /// their write ends, and this process copies what arrives to its own standard output and error
    /// while it waits for the answer.
    ///
    /// Handing the watch this process's own streams instead would let a watch that stops (Ctrl-Z)
    /// hold them open: whoever reads them to their end (a script, an IDE) would wait for the watch
    /// even after this process gave up on it and built by itself.
    struct OutputRelay {
        /// The pipes' read ends, each with the descriptor it is copied to.
        private var sources: [(read: Int32, destination: Int32)]
        /// The write ends, for the watch (`closeWriteEnds()` once they are sent).
        let writeEnds: [Int32]

        /// Pipes for standard output and error; nil when they cannot be made.
        init?() {
            var output: [Int32] = [0, 0]
            var error: [Int32] = [0, 0]
            guard pipe(&output) == 0 else { return nil }
            guard pipe(&error) == 0 else {
                for descriptor in output { systemClose(descriptor) }
                return nil
            }
            sources = [(output[0], 1), (error[0], 2)]
            writeEnds = [output[1], error[1]]
        }

        /// Lets go of the write ends: the pipes end when the watch closes its copies.
        func closeWriteEnds() {
            for descriptor in writeEnds { systemClose(descriptor) }
        }

        /// Copies until `socket` has something to read and both pipes ended. While nothing arrives,
        /// asks `stillWaiting` every `milliseconds`; false when it said to stop waiting first.
        mutating func relay(until socket: UnixSocket, checkingEvery milliseconds: Int32, while stillWaiting: () -> Bool)
            -> Bool
        {
            var answered = false
            var buffer = [UInt8](repeating: 0, count: 65536)
            while !answered || !sources.isEmpty {
                var entries = sources.map { pollfd(fd: $0.read, events: Int16(POLLIN), revents: 0) }
                if !answered { entries.append(pollfd(fd: socket.descriptor, events: Int16(POLLIN), revents: 0)) }
                let ready = poll(&entries, nfds_t(entries.count), milliseconds)
                if ready < 0 && errno == EINTR { continue }
                // A failed poll is left to the socket's read to report.
                guard ready >= 0 else { return true }
                if ready == 0 {
                    guard stillWaiting() else { return false }
                    continue
                }
                answered = answered || entries.count > sources.count && entries[sources.count].revents != 0
                let ended = sources.indices.filter { entries[$0].revents != 0 && !copy(sources[$0], through: &buffer) }
                for index in ended.reversed() { systemClose(sources.remove(at: index).read) }
            }
            return true
        }

        /// Closes the read ends still open.
        func close() {
            for source in sources { systemClose(source.read) }
        }

        /// Copies what `source` has now through `buffer`; false once it ended (or failed).
        private func copy(_ source: (read: Int32, destination: Int32), through buffer: inout [UInt8]) -> Bool {
            let count = buffer.withUnsafeMutableBytes { read(source.read, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { return true }
            guard count > 0 else { return false }
            var written = 0
            while written < count {
                let step = buffer.withUnsafeBytes {
                    write(source.destination, $0.baseAddress! + written, count - written)
                }
                if step < 0 && errno == EINTR { continue }
                // This process's own stream is closed: what is left is dropped, as a write to it would.
                guard step > 0 else { break }
                written += step
            }
            return true
        }
    }
#endif

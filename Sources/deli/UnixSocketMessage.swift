#if os(Linux)
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Musl)
        import Musl
    #endif

    /// `sendmsg` and `recvmsg` with open file descriptors attached (`SCM_RIGHTS`), the control
    /// message laid out by hand: Swift does not import the `CMSG_*` macros.
    enum UnixSocketMessage {
        /// A control message's header: `cmsg_len`, `cmsg_level`, `cmsg_type`.
        private static let headerSize = MemoryLayout<Int>.size + 2 * MemoryLayout<Int32>.size
        /// The most descriptors a message may bring; any beyond are closed.
        private static let maximumDescriptors = 4

        /// Sends all of `bytes` (at least one), the first part with `descriptors`; never raises
        /// `SIGPIPE`. False when the other end is gone or sending failed.
        static func send(_ bytes: [UInt8], passing descriptors: [Int32], on socket: Int32) -> Bool {
            guard !bytes.isEmpty else { return false }
            var control = controlMessage(carrying: descriptors)
            var sent = 0
            while sent < bytes.count {
                let count = bytes.withUnsafeBytes { buffer in
                    control.withUnsafeMutableBytes { control in
                        var vector = iovec(
                            iov_base: UnsafeMutableRawPointer(mutating: buffer.baseAddress! + sent),
                            iov_len: buffer.count - sent)
                        var message = msghdr()
                        message.msg_control = control.count == 0 ? nil : control.baseAddress
                        message.msg_controllen = control.count
                        return withUnsafeMutablePointer(to: &vector) { vector in
                            message.msg_iov = vector
                            message.msg_iovlen = 1
                            return sendmsg(socket, &message, Int32(MSG_NOSIGNAL))
                        }
                    }
                }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                sent += count
                control = []
            }
            return true
        }

        /// One `recvmsg` of at most `limit` bytes, with the descriptors that came along (opened
        /// close-on-exec); nil when it failed.
        static func receive(on socket: Int32, limit: Int) -> (bytes: [UInt8], descriptors: [Int32])? {
            var bytes = [UInt8](repeating: 0, count: max(1, min(limit, 64 * 1024)))
            var control = [UInt8](repeating: 0, count: headerSize + maximumDescriptors * 4 + 8)
            var controlLength = 0
            let count = bytes.withUnsafeMutableBytes { buffer in
                control.withUnsafeMutableBytes { control in
                    var vector = iovec(iov_base: buffer.baseAddress, iov_len: buffer.count)
                    var message = msghdr()
                    message.msg_control = control.baseAddress
                    message.msg_controllen = control.count
                    return withUnsafeMutablePointer(to: &vector) { vector in
                        message.msg_iov = vector
                        message.msg_iovlen = 1
                        var count: Int
                        repeat {
                            count = recvmsg(socket, &message, Int32(MSG_CMSG_CLOEXEC))
                        } while count < 0 && errno == EINTR
                        controlLength = message.msg_controllen
                        return count
                    }
                }
            }
            guard count >= 0 else { return nil }
            return (Array(bytes[..<count]), descriptors(in: control[..<min(controlLength, control.count)]))
        }

        /// One `SCM_RIGHTS` control message carrying `descriptors` (none: no message).
        private static func controlMessage(carrying descriptors: [Int32]) -> [UInt8] {
            guard !descriptors.isEmpty else { return [] }
            let length = headerSize + descriptors.count * 4
            var control = [UInt8](repeating: 0, count: (length + 7) & ~7)
            control.withUnsafeMutableBytes { control in
                control.storeBytes(of: length, as: Int.self)
                control.storeBytes(of: SOL_SOCKET, toByteOffset: MemoryLayout<Int>.size, as: Int32.self)
                control.storeBytes(
                    of: Int32(SCM_RIGHTS), toByteOffset: MemoryLayout<Int>.size + 4, as: Int32.self)
                for (index, descriptor) in descriptors.enumerated() {
                    control.storeBytes(of: descriptor, toByteOffset: headerSize + index * 4, as: Int32.self)
                }
            }
            return control
        }

        /// The descriptors of the `SCM_RIGHTS` messages in `control`.
        private static func descriptors(in control: ArraySlice<UInt8>) -> [Int32] {
            let control = Array(control)
            var found: [Int32] = []
            var offset = 0
            while offset + headerSize <= control.count {
                let (length, level, type) = control.withUnsafeBytes { bytes in
                    (
                        bytes.loadUnaligned(fromByteOffset: offset, as: Int.self),
                        bytes.loadUnaligned(fromByteOffset: offset + MemoryLayout<Int>.size, as: Int32.self),
                        bytes.loadUnaligned(fromByteOffset: offset + MemoryLayout<Int>.size + 4, as: Int32.self)
                    )
                }
                guard length >= headerSize, offset + length <= control.count else { break }
                if level == SOL_SOCKET && type == Int32(SCM_RIGHTS) {
                    for start in stride(from: offset + headerSize, to: offset + length - 3, by: 4) {
                        found.append(
                            control.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: start, as: Int32.self) })
                    }
                }
                offset += (length + 7) & ~7
            }
            return found
        }
    }
#endif

#if os(Linux)
    import DeliKit

    /// What Linux says of a running process in `/proc/<id>/stat`.
    enum ProcessState {
        /// True when the process `id` is stopped: suspended (Ctrl-Z, SIGSTOP) or held by a
        /// debugger. It runs nothing until it is continued, however long that takes.
        static func isStopped(_ id: Int32) -> Bool {
            guard let bytes = LocalFileSystem().readHead(of: "/proc/\(id)/stat", count: 1024) else { return false }
            return state(inStat: bytes).map { $0 == UInt8(ascii: "T") || $0 == UInt8(ascii: "t") } ?? false
        }

        /// The state letter of a `stat` line: `pid (command) S …`. The command may hold spaces and
        /// parentheses, so the letter is the one after the line's last `)`.
        static func state(inStat bytes: [UInt8]) -> UInt8? {
            guard let close = bytes.lastIndex(of: UInt8(ascii: ")")), close + 2 < bytes.count,
                bytes[close + 1] == UInt8(ascii: " ")
            else { return nil }
            return bytes[close + 2]
        }
    }
#endif

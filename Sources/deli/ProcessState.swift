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

        /// True when the process `id` runs `deli serve` (its second argument is `serve`), false for
        /// a `deli watch` or when its command line cannot be read.
        static func isServer(_ id: Int32) -> Bool {
            guard let bytes = LocalFileSystem().readHead(of: "/proc/\(id)/cmdline", count: 4096) else { return false }
            return secondArgument(inCommandLine: bytes) == "serve"
        }

        /// The second of the NUL-separated arguments of a `cmdline` file, if it has one.
        static func secondArgument(inCommandLine bytes: [UInt8]) -> String? {
            let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false)
            return arguments.count > 1 ? String(decoding: arguments[1], as: UTF8.self) : nil
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

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes to stdout or stderr without buffering, so messages from several stages keep their order.
///
/// Plain `write(2)` calls: the CLI does not load Foundation's `FileHandle` (and with it ICU) just
/// to print, which would add milliseconds to every run.
struct FileHandleOutput: Sendable {
    private let descriptor: Int32

    static let standardOutput = FileHandleOutput(descriptor: 1)
    static let standardError = FileHandleOutput(descriptor: 2)

    /// Writes all of `text`, retrying after interruptions and short writes; a closed stream ends it.
    func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var written = 0
            while written < bytes.count {
                let count = writeBytes(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return }
                written += count
            }
        }
    }
}

/// `write(2)`, named apart from ``FileHandleOutput/write(_:)``.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

import DeliKit

/// Writes to stdout or stderr without buffering, so messages from several stages keep their order.
///
/// Plain `write(2)` calls: the CLI does not load Foundation's `FileHandle` (and with it ICU) just
/// to print, which would add milliseconds to every run.
struct FileHandleOutput: Sendable {
    private let descriptor: Int32

    /// Standard output: this process's, or that of the `deli build` that `deli watch` builds for.
    static var standardOutput: FileHandleOutput { FileHandleOutput(descriptor: OutputRoute.standardOutput) }
    /// Standard error, routed the same way.
    static var standardError: FileHandleOutput { FileHandleOutput(descriptor: OutputRoute.standardError) }

    /// Writes all of `text`, retrying after interruptions and short writes; a closed stream ends it.
    func write(_ text: String) {
        var text = text
        text.withUTF8 { _ = FileWriter.writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
    }
}

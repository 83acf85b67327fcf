import Foundation

/// Writes to stdout or stderr without buffering, so messages from several stages keep their order.
struct FileHandleOutput: Sendable {
    private let handle: @Sendable () -> FileHandle

    static let standardOutput = FileHandleOutput(handle: { FileHandle.standardOutput })
    static let standardError = FileHandleOutput(handle: { FileHandle.standardError })

    func write(_ text: String) {
        handle().write(Data(text.utf8))
    }
}

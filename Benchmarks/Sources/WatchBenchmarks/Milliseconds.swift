import Foundation

/// The edits the benchmark makes, and how it prints times.
enum Files {
    static func append(_ text: String, to path: String) {
        guard let handle = FileHandle(forWritingAtPath: path) else { fatalError("cannot open \(path)") }
        handle.seekToEndOfFile()
        handle.write(Data(text.utf8))
        handle.closeFile()
    }

    /// Writes the file's own bytes back: its stamp moves, its contents stay.
    static func touch(_ path: String) {
        guard let bytes = FileManager.default.contents(atPath: path) else { fatalError("cannot read \(path)") }
        guard FileManager.default.createFile(atPath: path, contents: bytes) else { fatalError("cannot write \(path)") }
    }

    static func milliseconds(_ seconds: Double) -> String {
        String(format: "%.1f ms", seconds * 1000)
    }
}

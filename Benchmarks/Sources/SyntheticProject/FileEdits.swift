import Foundation

/// The edits benchmarks make to a written project, as a user's editor would.
public enum FileEdits {
    /// Appends `text` to the file at `path`.
    public static func append(_ text: String, to path: String) {
        guard let handle = FileHandle(forWritingAtPath: path) else { fatalError("cannot open \(path)") }
        handle.seekToEndOfFile()
        handle.write(Data(text.utf8))
        handle.closeFile()
    }

    /// Writes the file's own bytes back: its stamp moves, its contents stay.
    public static func touch(_ path: String) {
        guard let bytes = FileManager.default.contents(atPath: path) else { fatalError("cannot read \(path)") }
        guard FileManager.default.createFile(atPath: path, contents: bytes) else { fatalError("cannot write \(path)") }
    }
}

import Deli
import Foundation
import Synchronization

/// Notes in a file, one per line (the prod profile). The file is `storage.file`.
final class FileNoteStore: NoteStore, Autowired {
    var qualifier: String? { "file" }
    let kind = "file"
    private let path: String
    private let lock = Mutex(())

    required init(_ settings: StorageSettings) {
        path = settings.file
    }

    func add(_ note: String) throws -> Int {
        try lock.withLock { _ in
            var notes = try read()
            notes.append(note.replacingOccurrences(of: "\n", with: " "))
            try Data(notes.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            return notes.count
        }
    }

    func all() throws -> [String] {
        try lock.withLock { _ in try read() }
    }

    private func read() throws -> [String] {
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }
}

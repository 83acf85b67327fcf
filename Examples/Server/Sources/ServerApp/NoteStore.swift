import Deli
import Synchronization

/// Keeps the notes the service is sent; `storage.kind` in the profile chooses the implementation.
public protocol NoteStore: AnyObject, Sendable {
    /// Where the notes live, for the health answer.
    var kind: String { get }
    /// Stores `note` and returns how many notes there are now.
    func add(_ note: String) throws -> Int
    /// Every note, oldest first.
    func all() throws -> [String]
}

/// Notes in memory: gone when the process ends (the dev profile).
final class MemoryNoteStore: NoteStore, Component {
    var qualifier: String? { "memory" }
    let kind = "memory"
    private let notes = Mutex<[String]>([])

    init() {}

    func add(_ note: String) -> Int {
        notes.withLock { notes in
            notes.append(note)
            return notes.count
        }
    }

    func all() -> [String] {
        notes.withLock { $0 }
    }
}

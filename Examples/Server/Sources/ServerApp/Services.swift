import Deli

/// Says hello with the profile's greeting.
public final class Greeter: Autowired, Sendable {
    let settings: GreetingSettings

    required init(_ settings: GreetingSettings) {
        self.settings = settings
    }

    public func greet(_ name: String) -> String {
        "\(settings.text), \(name)\(settings.punctuation)"
    }
}

/// Takes notes into the store that `storage.kind` names, through the storage pool.
public final class NoteService: Autowired, Sendable {
    let store: NoteStore
    let pool: StoragePool

    public required init(_ /*storage.kind*/ store: NoteStore, _ pool: StoragePool) {
        self.store = store
        self.pool = pool
    }

    public func add(_ note: String) throws -> String {
        guard pool.isOpen else { throw StorageClosed() }
        let count = try store.add(note)
        return "stored note \(count) in \(store.kind)"
    }

    public func list() throws -> [String] {
        try store.all()
    }
}

/// A note arrived while the storage pool was closed (before the app started, or after it stopped).
struct StorageClosed: Error, CustomStringConvertible {
    var description: String { "the storage pool is closed" }
}

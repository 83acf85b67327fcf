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

/// Takes notes into the store that `storage.kind` names.
public final class NoteService: Autowired, Sendable {
    let store: NoteStore

    public required init(_ /*storage.kind*/ store: NoteStore) {
        self.store = store
    }

    public func add(_ note: String) throws -> String {
        let count = try store.add(note)
        return "stored note \(count) in \(store.kind)"
    }

    public func list() throws -> [String] {
        try store.all()
    }
}

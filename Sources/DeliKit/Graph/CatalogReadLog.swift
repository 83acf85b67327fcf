/// The names a ``TypeCatalog`` was asked about while one file's components were built: the keys of
/// every table it looked in, found or not. Those components can only come out differently when a
/// declaration or typealias with one of these names changed (see ``ComponentMemo``).
///
/// One log serves one thread: each slice of a concurrent build notes into its own.
final class CatalogReadLog: @unchecked Sendable {
    private(set) var names: [String] = []

    func note(_ name: String) {
        names.append(name)
    }

    func note(_ name: String, _ other: String?) {
        names.append(name)
        if let other { names.append(other) }
    }

    /// The names noted since the last call, each once; the log is empty afterwards.
    func take() -> Set<String> {
        defer { names.removeAll(keepingCapacity: true) }
        return Set(names)
    }
}

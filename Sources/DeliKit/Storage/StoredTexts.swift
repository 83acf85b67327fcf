import Synchronization

/// The two texts of one texts file, read once for both: a run that needs the factory and the
/// resolved file of a record (to copy their unchanged registrations) reads and checks the file a
/// single time, whichever asks first, on whichever thread.
final class StoredTexts: Sendable {
    private let path: String
    private let loaded = Mutex<Loaded?>(nil)

    private struct Loaded: Sendable {
        var factory: PiecedText?
        var resolved: PiecedText?
    }

    init(path: String) {
        self.path = path
    }

    /// The factory (or the resolved file) with its pieces, when the file is intact and the text
    /// hashes to `hash`.
    func text(hash: ContentHash, isFactory: Bool) -> PiecedText? {
        let texts = loaded.withLock { loaded in
            if loaded == nil { loaded = Self.load(at: path) }
            return loaded
        }
        guard let text = isFactory ? texts?.factory : texts?.resolved, ContentHash(of: text.text) == hash else {
            return nil
        }
        return text
    }

    /// Both texts of the file at `path`; no texts when it is missing or damaged. Not kept when it
    /// could not be read, so a later call tries again.
    private static func load(at path: String) -> Loaded? {
        guard let bytes = CacheFile.load(at: path), let texts = try? RecordedTexts.read(bytes) else { return nil }
        return Loaded(factory: texts.factory, resolved: texts.resolved)
    }
}

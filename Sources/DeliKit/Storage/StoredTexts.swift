import Synchronization

/// The two texts of one texts file, read once for both: a run that needs the factory and the
/// resolved file of a record (to copy their unchanged registrations) reads and checks the file a
/// single time, whichever asks first, on whichever thread.
final class StoredTexts: Sendable {
    private let path: String
    /// The fingerprints the record holds: a text that does not hash to its own is no text.
    private let hashes: (factory: ContentHash?, resolved: ContentHash?)
    private let loaded = Mutex<(factory: PiecedText?, resolved: PiecedText?)?>(nil)

    init(path: String, hashes: (factory: ContentHash?, resolved: ContentHash?)) {
        self.path = path
        self.hashes = hashes
    }

    /// The factory (or the resolved file) with its pieces, when the file is intact and the text
    /// hashes to the record's fingerprint.
    func text(isFactory: Bool) -> PiecedText? {
        let texts = loaded.withLock { loaded in
            if loaded == nil { loaded = load() }
            return loaded
        }
        return isFactory ? texts?.factory : texts?.resolved
    }

    /// Both texts of the file, each given only when the file holds it under the record's
    /// fingerprint; nil when the file is missing or damaged (not kept, so a later call tries again).
    /// The file's checksum covers texts and fingerprints alike, so the texts (megabytes) are not
    /// hashed again.
    private func load() -> (factory: PiecedText?, resolved: PiecedText?)? {
        guard let bytes = CacheFile.load(at: path), let texts = try? RecordedTexts.read(bytes) else { return nil }
        return (
            Self.matching(texts.factory, texts.hashes.factory, hashes.factory),
            Self.matching(texts.resolved, texts.hashes.resolved, hashes.resolved)
        )
    }

    private static func matching(_ text: PiecedText?, _ stored: ContentHash?, _ recorded: ContentHash?) -> PiecedText? {
        guard let text, let recorded, stored == recorded else { return nil }
        return text
    }
}

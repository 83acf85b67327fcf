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
    /// The file's checksum covers the texts it holds and the fingerprints alike, so those texts
    /// (megabytes) are not hashed again; a text kept in the file it was written to is hashed.
    private func load() -> (factory: PiecedText?, resolved: PiecedText?)? {
        guard let bytes = CacheFile.load(at: path), let texts = try? RecordedTexts.read(bytes) else { return nil }
        return (
            Self.text(of: texts.factory, stored: texts.hashes.factory, recorded: hashes.factory),
            Self.text(of: texts.resolved, stored: texts.hashes.resolved, recorded: hashes.resolved)
        )
    }

    /// The text of `entry` when it is the one the record names: the file held the same
    /// fingerprint, and a text read back from where it was written hashes to it.
    private static func text(of entry: RecordedTexts.Entry?, stored: ContentHash?, recorded: ContentHash?)
        -> PiecedText?
    {
        guard let entry, let recorded, stored == recorded else { return nil }
        if let text = entry.text { return PiecedText(text: text, pieces: entry.pieces) }
        guard let file = entry.file, let bytes = try? LocalFileSystem().readFile(at: file),
            ContentHash(bytes: bytes) == recorded
        else { return nil }
        return PiecedText(text: String(decoding: bytes, as: UTF8.self), pieces: entry.pieces)
    }
}

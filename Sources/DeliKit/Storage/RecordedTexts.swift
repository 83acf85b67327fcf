/// The generated texts of one build record, kept in a file of their own
/// (`texts-<target>.bin`) so that loading and saving a record costs what its per-file stamps cost,
/// not the megabytes of a large factory: the frame (magic bytes, format version), the texts'
/// fingerprints, then for the factory and the resolved file each the file it was written to or the
/// text itself (see ``Entry``), each text's pieces (see ``TextPiece``), then the checksum.
///
/// A text its run wrote to a file (``GeneratedText/destination``) is not copied here: the file
/// already holds it, and a run that needs it reads it from there and uses it only when it still
/// hashes to the record's fingerprint (else the run works afresh, as for a missing texts file). A
/// text written nowhere is kept here whole.
///
/// A record is used only when the file's first bytes hold its texts' fingerprints (a missing or
/// other texts file makes the run work afresh); a text is read only when someone asks for it, and
/// only from an intact file (its checksum) that still gives it the fingerprint the record holds.
struct RecordedTexts {
    static let frame = BinaryFrame(magic: Array("DELITEXT".utf8), formatVersion: 5)

    let path: String

    /// Where one text is kept, with the pieces it was rendered in.
    struct Entry {
        /// The file the text was written to (an absolute path), when it was.
        var file: String?
        /// The text, when no file holds it.
        var text: String?
        var pieces: [TextPiece]
    }

    /// The file's bytes for `factory` and `resolved` with their fingerprints, written into a buffer
    /// sized for them once; a text with a `destination` is named by it instead of copied.
    static func bytes(
        factory: (text: PiecedText, hash: ContentHash, destination: String?)?,
        resolved: (text: PiecedText, hash: ContentHash, destination: String?)?
    ) -> [UInt8] {
        let kept = [factory, resolved].compactMap { $0 }
        let size = kept.reduce(128) { size, text in
            size + (text.destination == nil ? text.text.text.utf8.count : 0) + text.text.pieces.count * 32
        }
        var writer = frame.writer()
        writer.reserveCapacity(size)
        writer.write(factory?.hash)
        writer.write(resolved?.hash)
        for text in [factory, resolved] {
            writer.write(text?.destination)
            writer.write(text?.destination == nil ? text?.text.text : nil)
        }
        writer.writeFixedArray(TextPiece.words(of: factory?.text.pieces ?? []))
        writer.writeFixedArray(TextPiece.words(of: resolved?.text.pieces ?? []))
        return frame.sealed(&writer)
    }

    /// True when the file starts with the fingerprints of `record`'s texts (its first bytes only
    /// are read).
    func holds(textsOf record: BuildRecord) -> Bool {
        guard let head = LocalFileSystem().readHead(of: path, count: 128), let found = try? Self.fingerprints(in: head)
        else {
            return false
        }
        return found.factory == record.factory?.hash && found.resolved == record.resolved?.hash
    }

    /// The fingerprints at the start of a texts file.
    private static func fingerprints(in head: [UInt8]) throws(BinaryFormatError)
        -> (factory: ContentHash?, resolved: ContentHash?)
    {
        var reader = BinaryReader(bytes: head)
        guard try reader.readRawBytes(count: frame.magic.count) == frame.magic,
            try reader.readInt() == frame.formatVersion
        else { throw .otherFormat }
        return (try reader.read(ContentHash?.self), try reader.read(ContentHash?.self))
    }

    /// `record` with texts that read this file when asked (once for both).
    func attached(to record: BuildRecord) -> BuildRecord {
        var record = record
        let stored = StoredTexts(path: path, hashes: (record.factory?.hash, record.resolved?.hash))
        record.factory = record.factory.map {
            GeneratedText(hash: $0.hash, loadPieces: { stored.text(isFactory: true) })
        }
        record.resolved = record.resolved.map {
            GeneratedText(hash: $0.hash, loadPieces: { stored.text(isFactory: false) })
        }
        return record
    }

    /// Writes the texts of `record` when it holds one in memory (a run that rendered them); a record
    /// whose texts are all read from this file keeps the file as it is. False when the texts cannot
    /// be had or written.
    func save(_ record: BuildRecord, in directory: String, fileName: String) -> Bool {
        let texts = [record.factory, record.resolved].compactMap { $0 }
        guard texts.contains(where: \.isHeld) else { return true }
        guard let factory = Self.contents(of: record.factory), let resolved = Self.contents(of: record.resolved)
        else { return false }
        return CacheFile.replace(fileName, in: directory, with: Self.bytes(factory: factory, resolved: resolved))
    }

    /// A text with its fingerprint and the file it is written to: `.some(nil)` when there is no
    /// text, nil when it cannot be read.
    private static func contents(of text: GeneratedText?)
        -> (text: PiecedText, hash: ContentHash, destination: String?)??
    {
        guard let text else { return .some(nil) }
        guard let contents = text.pieced else { return nil }
        return .some((contents, text.hash, text.destination))
    }

    /// The two entries of a file's `bytes` (nil for a text the record has not), with the
    /// fingerprints the file gives them (written from the texts themselves, and covered by the
    /// file's checksum like the texts).
    static func read(_ bytes: LoadedBytes) throws(BinaryFormatError)
        -> (factory: Entry?, resolved: Entry?, hashes: (factory: ContentHash?, resolved: ContentHash?))
    {
        var reader = try frame.payloadReader(of: bytes)
        let hashes = (factory: try reader.read(ContentHash?.self), resolved: try reader.read(ContentHash?.self))
        let kept = (
            factory: (file: try reader.read(String?.self), text: try reader.read(String?.self)),
            resolved: (file: try reader.read(String?.self), text: try reader.read(String?.self))
        )
        let pieces = (factory: try readPieces(&reader), resolved: try readPieces(&reader))
        guard reader.isAtEnd else { throw .damaged(at: reader.offset) }
        return (
            hashes.factory.map { _ in Entry(file: kept.factory.file, text: kept.factory.text, pieces: pieces.factory) },
            hashes.resolved.map { _ in
                Entry(file: kept.resolved.file, text: kept.resolved.text, pieces: pieces.resolved)
            },
            hashes
        )
    }

    private static func readPieces(_ reader: inout BinaryReader) throws(BinaryFormatError) -> [TextPiece] {
        let offset = reader.offset
        guard let pieces = TextPiece.pieces(fromWords: try reader.readFixedArray()) else {
            throw .damaged(at: offset)
        }
        return pieces
    }
}

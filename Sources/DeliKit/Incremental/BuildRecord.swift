/// What one target's last run depended on and produced, so that a run with nothing changed can
/// answer at the cost of a `stat` per file instead of reading, scanning, checking and rendering.
///
/// A record applies only when it was written by the same tool in the same format, every input
/// besides the sources (configuration, properties, dependencies' resolved files, renderer
/// settings) has the same ``inputsKey``, the target has the same files in the same order
/// (``sourcesKey``), and each
/// file is unchanged: its stamp is the recorded one and older than ``trustedBefore`` (see
/// ``StampTrust``), or else its
/// contents still hash to the recorded hash.
public struct BuildRecord: Hashable, Sendable {
    /// Bumped whenever the stored shape changes.
    public static let formatVersion = 16

    public var toolVersion: String
    public var inputsKey: ContentHash
    /// A hash of the target's source paths, in order: ``files`` has one entry per path.
    public var sourcesKey: ContentHash
    /// Stamps whose last change is at or after this time (nanoseconds) are verified by their hash.
    public var trustedBefore: Int64
    public var files: RecordedFiles
    public var diagnostics: [Diagnostic]
    public var componentCount: Int
    /// The generated factory and resolved file. The record's bytes hold only their fingerprints:
    /// the storage keeps the texts apart and reads them when asked (see ``GeneratedText``).
    public var factory: GeneratedText?
    public var resolved: GeneratedText?
    /// The names the scan found relevant (besides Deli's own), sorted: an edited file is filtered and
    /// scanned with them to tell whether it still declares what it did. Decoded when read.
    public var relevantNames: [String] {
        get { recordedNames.names }
        set { recordedNames = RecordedNames(newValue) }
    }
    private var recordedNames = RecordedNames([])

    /// ``relevantNames`` as a set, not decoded again while the record stays in memory.
    var relevantNameSet: Set<String> {
        recordedNames.set
    }

    /// Sets the relevant names to `names`, kept as they are until the record is written.
    mutating func setRelevantNames(_ names: Set<String>) {
        recordedNames = RecordedNames(names)
    }

    public init(
        inputsKey: ContentHash, sourcesKey: ContentHash, trustedBefore: Int64, files: RecordedFiles,
        diagnostics: [Diagnostic], componentCount: Int, factory: GeneratedText?, resolved: GeneratedText?
    ) {
        self.toolVersion = DeliVersion.current
        self.inputsKey = inputsKey
        self.sourcesKey = sourcesKey
        self.trustedBefore = trustedBefore
        self.files = files
        self.diagnostics = diagnostics
        self.componentCount = componentCount
        self.factory = factory
        self.resolved = resolved
    }

    /// A record holding its texts in memory.
    public init(
        inputsKey: ContentHash, sourcesKey: ContentHash, trustedBefore: Int64, files: [RecordedFile],
        diagnostics: [Diagnostic], componentCount: Int, factorySource: String?, resolvedSource: String?
    ) {
        self.init(
            inputsKey: inputsKey, sourcesKey: sourcesKey, trustedBefore: trustedBefore, files: RecordedFiles(files),
            diagnostics: diagnostics, componentCount: componentCount, factory: factorySource.map(GeneratedText.init),
            resolved: resolvedSource.map(GeneratedText.init))
    }

    /// The recorded factory text, read when asked; nil when there is none or it cannot be read.
    public var factorySource: String? { factory?.text }
    /// The recorded resolved file, read when asked; nil when there is none or it cannot be read.
    public var resolvedSource: String? { resolved?.text }

    /// The ``sourcesKey`` of a target whose source files are `paths`. A run asks for it twice (to
    /// test the record and to make the next), and a resident process's next run asks for the same
    /// list: the last key is kept.
    public static func sourcesKey(_ paths: [String]) -> ContentHash {
        lastSourcesKey(paths)
    }

    private static let lastSourcesKey = LastAnswerMemo<[String], ContentHash>(hashingPaths)

    @Sendable private static func hashingPaths(_ paths: [String]) -> ContentHash {
        // The bytes of the paths joined by line breaks, gathered without growing a string.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(paths.reduce(paths.count) { $0 + $1.utf8.count })
        for (index, path) in paths.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: "\n")) }
            var path = path
            path.withUTF8 { bytes.append(contentsOf: $0) }
        }
        return ContentHash(bytes: bytes)
    }

    /// The recorded outcome for `target`, marked as replayed (its texts are read only when asked).
    func replayedOutcome(for target: BuildTarget) -> TargetOutcome {
        var outcome = TargetOutcome(
            target: target, diagnostics: diagnostics, graph: nil, componentCount: componentCount)
        outcome.factory = factory
        outcome.resolved = resolved
        outcome.isReplayed = true
        return outcome
    }

    /// True when the running tool wrote this record.
    public var isCurrent: Bool { toolVersion == DeliVersion.current }

    /// True when this record was written by the running tool for `target` with the same other
    /// inputs (`inputsKey`) and the same source paths in the same order: then only the files'
    /// contents can differ.
    public func applies(to target: BuildTarget, inputsKey: ContentHash) -> Bool {
        isCurrent && self.inputsKey == inputsKey && files.count == target.sourceFiles.count
            && sourcesKey == Self.sourcesKey(target.sourceFiles)
    }
}

extension BuildRecord {
    /// The magic string that starts every record (after its tool identity on disk).
    static let magic = "DELIRECORD"

    /// The record as bytes: a magic number, the format version, every field (of the texts, only
    /// their fingerprints), then the ``PayloadChecksum`` of all of that.
    public var bytes: [UInt8] {
        var writer = BinaryWriter()
        writer.write(Self.magic)
        writer.write(Self.formatVersion)
        writer.write(toolVersion)
        writer.write(inputsKey)
        writer.write(sourcesKey)
        writer.write(Int(trustedBefore))
        writer.write(UInt64(files.count))
        files.withTable { writer.writeRawBytes($0) }
        writer.write(diagnostics)
        writer.write(componentCount)
        writer.write(factory?.hash)
        writer.write(resolved?.hash)
        writer.writeRawBytes(recordedNames.encoded)
        return PayloadChecksum.sealed(&writer)
    }

    /// Reads what ``bytes`` wrote; throws on anything else: ``BinaryFormatError/otherFormat`` for
    /// another magic number or format version, ``BinaryFormatError/checksumMismatch`` when a later
    /// byte was changed, cut off or added. The texts read back are their fingerprints alone, whose
    /// text cannot be read: the storage that keeps the texts replaces them.
    ///
    /// The record may start at `start` (after a prefix the storage writes); nothing is copied out
    /// of `bytes` but the values themselves (the per-file table stays in `bytes`' storage).
    public init(bytes: [UInt8], from start: Int = 0) throws(BinaryFormatError) {
        try self.init(bytes: LoadedBytes(copying: bytes), from: start)
    }

    /// ``init(bytes:from:)-([UInt8],_)`` of bytes where they are (a mapped file): the per-file
    /// table is read from them until a file's entry changes.
    public init(bytes: LoadedBytes, from start: Int = 0) throws(BinaryFormatError) {
        guard start >= 0, start <= bytes.count else { throw .otherFormat }
        var header = BinaryReader(bytes, offset: start)
        guard (try? header.readString()) == Self.magic, (try? header.readInt()) == Self.formatVersion else {
            throw .otherFormat
        }
        let end = try PayloadChecksum.payloadEnd(of: bytes.bytes, from: start)
        guard header.offset <= end else { throw .checksumMismatch }
        var reader = BinaryReader(bytes, offset: header.offset, end: end)
        let toolVersion = try reader.readString()
        self.init(
            inputsKey: try reader.read(), sourcesKey: try reader.read(), trustedBefore: Int64(try reader.readInt()),
            files: try Self.readFiles(&reader), diagnostics: try reader.read(), componentCount: try reader.readInt(),
            factory: (try reader.read() as ContentHash?).map(Self.unreadable),
            resolved: (try reader.read() as ContentHash?).map(Self.unreadable))
        // The names run to the end of the payload (which the checksum vouches for); they are
        // decoded when read.
        recordedNames = RecordedNames(encoded: Array(bytes.bytes[reader.offset..<end]))
        self.toolVersion = toolVersion
    }
}

extension BuildRecord {
    /// The per-file table written by ``bytes``: its count, then its fixed-width entries.
    static func readFiles(_ reader: inout BinaryReader) throws(BinaryFormatError) -> RecordedFiles {
        let start = reader.offset
        let (size, overflow) = try reader.readCount().multipliedReportingOverflow(by: RecordedFiles.width)
        guard !overflow else { throw .damaged(at: start) }
        return try RecordedFiles(table: reader.storage, range: try reader.readRawRange(count: size))
    }

    /// A text known only by its fingerprint.
    static func unreadable(_ hash: ContentHash) -> GeneratedText {
        GeneratedText(hash: hash, load: { nil })
    }
}

extension String: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(self)
    }

    public init(from reader: inout BinaryReader) throws(BinaryFormatError) {
        self = try reader.readString()
    }
}

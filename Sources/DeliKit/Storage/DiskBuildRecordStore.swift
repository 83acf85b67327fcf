/// Keeps each target's build record in `<directory>/record-<target>.bin` and its generated texts in
/// `<directory>/texts-<target>.bin` (see ``RecordedTexts``), and the source walks of the targets in
/// `walk-<fingerprint of the walked folder>.bin` (see ``RecordedWalk``), each written atomically (a temporary
/// file renamed into place); the texts are written first, and read only when asked. A missing, unreadable, damaged or outdated file reads as no
/// record, and a failed write is ignored: a record only ever makes a run faster.
///
/// Each file starts with the ``toolIdentity`` of the `deli` that wrote it, and a record written by
/// another build of the tool is not used: a rebuilt generator must not replay the old one's output,
/// even when the version number did not change.
public struct DiskBuildRecordStore: BuildRecordStorage, WalkRecordStorage {
    /// The folder holding the records; created on the first save.
    public let directory: String
    /// Identifies the running tool's build (the CLI uses its version and its executable's stamp).
    public let toolIdentity: String
    /// Called with the path and the reason when a record of this tool build is damaged (its
    /// checksum does not match, or its payload is malformed) and is discarded.
    public let onDiscard: (@Sendable (_ path: String, _ reason: BinaryFormatError) -> Void)?

    public init(
        directory: String, toolIdentity: String = DeliVersion.current,
        onDiscard: (@Sendable (_ path: String, _ reason: BinaryFormatError) -> Void)? = nil
    ) {
        self.directory = directory
        self.toolIdentity = toolIdentity
        self.onDiscard = onDiscard
    }

    public func load(target: String) -> BuildRecord? {
        let path = path(for: target)
        guard let bytes = CacheFile.load(at: path) else { return nil }
        var reader = BinaryReader(bytes)
        guard (try? reader.readString()) == toolIdentity else { return nil }
        do throws(BinaryFormatError) {
            let record = try BuildRecord(bytes: bytes, from: reader.offset)
            let texts = texts(of: target)
            // A record whose texts are gone or are other texts is no record: the run works afresh.
            let hasTexts = record.factory == nil && record.resolved == nil || texts.holds(textsOf: record)
            return hasTexts ? texts.attached(to: record) : nil
        } catch {
            if error != .otherFormat { onDiscard?(path, error) }
            return nil
        }
    }

    public func save(_ record: BuildRecord, target: String) {
        guard texts(of: target).save(record, in: directory, fileName: fileName(for: target, prefix: "texts-")) else {
            return CacheFile.remove(path(for: target))
        }
        var writer = BinaryWriter()
        writer.write(toolIdentity)
        CacheFile.replace(fileName(for: target), in: directory, with: writer.bytes + record.bytes)
    }

    public func loadWalk(root: String) -> RecordedWalk? {
        guard let bytes = CacheFile.load(at: walkPath(root: root)),
            var reader = try? RecordedWalk.frame.payloadReader(of: bytes),
            let walk = try? reader.read(RecordedWalk.self),
            reader.isAtEnd, walk.root == root
        else { return nil }
        return walk
    }

    public func saveWalk(_ walk: RecordedWalk) {
        var writer = RecordedWalk.frame.writer()
        writer.write(walk)
        let path = walkPath(root: walk.root)
        CacheFile.replace(FilePath.lastComponent(of: path), in: directory, with: RecordedWalk.frame.sealed(&writer))
    }

    /// The stamps of the files `deli build` last wrote for `target` (see ``OutputStamps``); nil
    /// when there are none or they cannot be read.
    public func loadOutputs(target: String) -> OutputStamps? {
        guard let bytes = CacheFile.load(at: "\(directory)/\(fileName(for: target, prefix: "outputs-"))"),
            var reader = try? OutputStamps.frame.payloadReader(of: bytes),
            let stamps = try? reader.read(OutputStamps.self),
            reader.isAtEnd
        else { return nil }
        return stamps
    }

    /// Replaces the output stamps of `target`; a failed write is ignored (the next run reads the outputs).
    public func saveOutputs(_ stamps: OutputStamps, target: String) {
        var writer = OutputStamps.frame.writer()
        writer.write(stamps)
        CacheFile.replace(
            fileName(for: target, prefix: "outputs-"), in: directory, with: OutputStamps.frame.sealed(&writer))
    }

    /// The file holding the walk of `root` (``RecordedWalk``).
    private func walkPath(root: String) -> String {
        let hash = ContentHash(of: root)
        return "\(directory)/walk-\(String(hash.fnv, radix: 16))\(String(hash.mixed, radix: 16)).bin"
    }

    /// The record file of `target`.
    public func path(for target: String) -> String {
        "\(directory)/\(fileName(for: target))"
    }

    /// The texts file of `target`.
    private func texts(of target: String) -> RecordedTexts {
        RecordedTexts(path: "\(directory)/\(fileName(for: target, prefix: "texts-"))")
    }

    private func fileName(for target: String, prefix: String = "record-") -> String {
        CacheFile.name(prefix: prefix, target: target, extension: "bin")
    }
}

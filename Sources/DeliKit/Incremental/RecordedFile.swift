/// One source file as a build record saw it: its stamp (taken before it was read), the hash of the
/// contents that were scanned and what those contents declare (the
/// ``ScanResult/declarationsFingerprint`` of their scan; nil when the pre-filter skipped the file).
/// Its path is the target's source file at the same position (the record keeps a hash of the whole
/// path list, ``BuildRecord/sourcesKey``).
public struct RecordedFile: Hashable, Sendable {
    public var stamp: FileStamp?
    public var hash: ContentHash
    public var declarations: ContentHash?

    public init(stamp: FileStamp?, hash: ContentHash, declarations: ContentHash? = nil) {
        self.stamp = stamp
        self.hash = hash
        self.declarations = declarations
    }

    /// The hash recorded for a file that could not be read or decoded: it matches no contents, so
    /// such a file is always looked at again.
    public static let unreadable = ContentHash(fnv: 0, mixed: 0, byteCount: -1)
}

extension RecordedFile: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(stamp)
        writer.write(hash)
        writer.write(declarations)
    }

    public init(from reader: inout BinaryReader) throws(BinaryFormatError) {
        self.init(stamp: try reader.read(), hash: try reader.read(), declarations: try reader.read(ContentHash?.self))
    }
}

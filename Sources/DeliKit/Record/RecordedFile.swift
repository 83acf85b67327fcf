/// One source file as a build record saw it: its stamp (taken before it was read) and the hash
/// of the contents that were scanned.
public struct RecordedFile: Hashable, Sendable {
    public var path: String
    public var stamp: FileStamp?
    public var hash: ContentHash

    public init(path: String, stamp: FileStamp?, hash: ContentHash) {
        self.path = path
        self.stamp = stamp
        self.hash = hash
    }

    /// The hash recorded for a file that could not be read or decoded: it matches no contents, so
    /// such a file is always looked at again.
    public static let unreadable = ContentHash(fnv: 0, mixed: 0, byteCount: -1)
}

extension RecordedFile: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(path)
        writer.write(stamp)
        writer.write(hash)
    }

    public init(from reader: inout BinaryReader) throws(BinaryFormatError) {
        self.init(path: try reader.readString(), stamp: try reader.read(), hash: try reader.read())
    }
}

/// What deli knows of the files it wrote for one target: for each output, the fingerprint of the
/// text it holds and its stamp taken right after deli wrote or checked it.
///
/// A later run that would write the same text trusts an output whose stamp is still the recorded
/// one and older than ``trustedBefore`` (the racily-clean rule of ``StampTrust``): it neither reads
/// the file nor loads the text. A stamp too recent to trust is checked by hashing the file.
public struct OutputStamps: Hashable, Sendable {
    public struct Entry: Hashable, Sendable {
        public var path: String
        public var hash: ContentHash
        public var stamp: FileStamp

        public init(path: String, hash: ContentHash, stamp: FileStamp) {
            self.path = path
            self.hash = hash
            self.stamp = stamp
        }
    }

    public var entries: [Entry]
    /// Stamps whose last change is at or after this time (nanoseconds) prove nothing.
    public var trustedBefore: Int64

    public init(entries: [Entry], trustedBefore: Int64) {
        self.entries = entries
        self.trustedBefore = trustedBefore
    }

    /// True when `entry` is recorded here and its stamp is old enough to prove the file unchanged.
    public func trusts(_ entry: Entry) -> Bool {
        entry.stamp.lastChange < trustedBefore && entries.contains(entry)
    }

    /// True when `next`, made by a later run, says something this one does not: other files or
    /// texts, or a stamp that it trusts and this one did not (saving it spares the next run a read).
    public func isOutdated(by next: OutputStamps) -> Bool {
        next.entries != entries || next.entries.contains { next.trusts($0) && !trusts($0) }
    }

    /// The first bytes of the file the stamps are kept in.
    static let frame = BinaryFrame(magic: Array("DELIOUTS".utf8), formatVersion: 2)
}

extension OutputStamps: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(Int(trustedBefore))
        writer.writeArray(entries) { writer, entry in
            writer.write(entry.path)
            writer.write(entry.hash)
            writer.write(entry.stamp)
        }
    }

    public init(from reader: inout BinaryReader) throws(BinaryFormatError) {
        let trustedBefore = Int64(try reader.readInt())
        let entries = try reader.readArray { reader throws(BinaryFormatError) in
            Entry(path: try reader.readString(), hash: try reader.read(), stamp: try reader.read())
        }
        self.init(entries: entries, trustedBefore: trustedBefore)
    }
}

/// What `stat` says about a file, enough to tell that it has not been touched since it was last
/// read: size, modification and status-change times (nanoseconds since the epoch), and identity.
///
/// Build records trust an unchanged stamp instead of reading and hashing the file again, the way
/// `git` trusts its index. A file changed within the same clock tick as it was stamped can keep its
/// stamp, so a stamp newer than a record's ``BuildRecord/trustedBefore`` is never trusted.
public struct FileStamp: Hashable, Sendable {
    public var size: Int64
    public var modified: Int64
    public var changed: Int64
    public var inode: UInt64
    public var device: UInt64

    public init(size: Int64, modified: Int64, changed: Int64, inode: UInt64 = 0, device: UInt64 = 0) {
        self.size = size
        self.modified = modified
        self.changed = changed
        self.inode = inode
        self.device = device
    }

    /// The later of the two times: when the file last changed in any way.
    public var lastChange: Int64 { max(modified, changed) }
}

extension FileStamp: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(Int(size))
        writer.write(Int(modified))
        writer.write(Int(changed))
        writer.write(inode)
        writer.write(device)
    }

    public init(from reader: inout BinaryReader) throws(BinaryFormatError) {
        self.init(
            size: Int64(try reader.readInt()), modified: Int64(try reader.readInt()),
            changed: Int64(try reader.readInt()), inode: try reader.readUInt64(), device: try reader.readUInt64())
    }
}

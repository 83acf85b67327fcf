/// The file form of a ``RecordedWalk``: `walk-<fingerprint of the root>.bin` in the cache folder.
extension RecordedWalk: BinaryCodable {
    /// Magic bytes and format version of a walk file.
    static let frame = BinaryFrame(magic: Array("DELIWALK".utf8), formatVersion: 2)

    public func encode(to writer: inout BinaryWriter) {
        writer.write(root)
        writer.write(maxDepth ?? -1)
        writer.write(includeHidden)
        writer.writeArray(files) { writer, file in writer.write(file) }
        writer.writeArray(directories) { writer, directory in
            writer.write(directory.path)
            writer.write(directory.stamp)
            writer.write(directory.isTrusted)
            writer.write(directory.listing)
        }
    }

    public init(from reader: inout BinaryReader) throws(BinaryFormatError) {
        root = try reader.readString()
        let depth = try reader.readInt()
        maxDepth = depth < 0 ? nil : depth
        includeHidden = try reader.readBool()
        files = try reader.readArray { reader throws(BinaryFormatError) in try reader.readString() }
        directories = try reader.readArray { reader throws(BinaryFormatError) in
            Directory(
                path: try reader.readString(), stamp: try reader.read(), isTrusted: try reader.readBool(),
                listing: try reader.read())
        }
    }
}

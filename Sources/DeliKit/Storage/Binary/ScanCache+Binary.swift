// The scan cache file: the magic bytes `DELISCAN`, the format version, the tool version, the trust
// time, the relevant names (sorted), then every file (path, content hash, scan result, stamp, filter,
// generated flag) sorted by path, so equal caches are equal bytes; last, the ``PayloadChecksum`` of
// everything before it.

extension CachedScan: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(hash)
        writer.write(result)
        writer.write(stamp)
        writer.write(bloom)
        writer.write(isGeneratedFactory)
    }

    public init(from reader: inout BinaryReader) throws(BinaryFormatError) {
        self.init(
            hash: try reader.read(), result: try reader.read(), stamp: try reader.read(), bloom: try reader.read(),
            isGeneratedFactory: try reader.readBool())
    }
}

extension IdentifierBloom: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.writeFixedArray(words)
    }

    public init(from reader: inout BinaryReader) throws(BinaryFormatError) {
        let start = reader.offset
        let words = try reader.readFixedArray()
        guard !words.isEmpty else { throw .damaged(at: start) }
        self.init(words: words)
    }
}

extension ScanCache {
    /// The first bytes of every scan cache file.
    static let magic = Array("DELISCAN".utf8)

    /// The bytes of this cache's file.
    public func binaryEncoded() -> [UInt8] {
        var writer = BinaryWriter()
        writer.writeRawBytes(Self.magic)
        writer.write(formatVersion)
        writer.write(toolVersion)
        writer.write(Int(trustedBefore))
        writer.writeArray(relevantNames.sorted()) { $0.write($1) }
        // Sorting the paths alone, then looking each entry up, moves strings instead of whole entries.
        writer.writeArray(files.keys.sorted()) { writer, path in
            writer.write(path)
            writer.write(files[path]!)
        }
        return PayloadChecksum.appended(to: writer.bytes)
    }

    /// Reads a file written by ``binaryEncoded()``. Throws ``BinaryFormatError/otherFormat`` when
    /// the bytes do not start with the magic bytes and the current ``formatVersion`` (the layout
    /// after them may differ), ``BinaryFormatError/checksumMismatch`` when any later byte was
    /// changed, cut off or added, ``BinaryFormatError/damaged(at:)`` when the payload is malformed.
    /// A cache of another tool version is returned, and is not ``isCurrent``.
    public init(binaryEncoded bytes: [UInt8]) throws(BinaryFormatError) {
        var header = BinaryReader(bytes: bytes)
        let magic = try? header.readRawBytes(count: Self.magic.count)
        guard magic == Self.magic, (try? header.readInt()) == Self.formatVersion else { throw .otherFormat }
        var reader = BinaryReader(bytes: try PayloadChecksum.payload(of: bytes))
        _ = try reader.readRawBytes(count: header.offset)
        let toolVersion = try reader.readString()
        let trustedBefore = Int64(try reader.readInt())
        let names = try reader.readArray { reader throws(BinaryFormatError) in try reader.readString() }
        let files = try Self.readFiles(from: &reader)
        guard reader.isAtEnd else { throw .damaged(at: reader.offset) }
        self.init(toolVersion: toolVersion, formatVersion: Self.formatVersion, files: files)
        self.relevantNames = Set(names)
        self.trustedBefore = trustedBefore
    }

    /// The entries by path; a path that appears twice means the bytes are damaged.
    private static func readFiles(from reader: inout BinaryReader) throws(BinaryFormatError) -> [String: CachedScan] {
        let count = try reader.readCount()
        var files: [String: CachedScan] = [:]
        files.reserveCapacity(count)
        for _ in 0..<count {
            let start = reader.offset
            let path = try reader.readString()
            guard files.updateValue(try reader.read(), forKey: path) == nil else { throw .damaged(at: start) }
        }
        return files
    }
}

/// The frame of deli's cache files (scan caches, module summaries): magic bytes, the format
/// version, the payload, then the ``PayloadChecksum`` of everything before it.
struct BinaryFrame {
    let magic: [UInt8]
    let formatVersion: Int

    /// A writer that already holds the magic bytes and the format version.
    func writer() -> BinaryWriter {
        var writer = BinaryWriter()
        writer.writeRawBytes(magic)
        writer.write(formatVersion)
        return writer
    }

    /// The file's bytes: what `writer` holds, sealed with its checksum. The writer is left empty:
    /// its buffer becomes the file's, without a copy.
    func sealed(_ writer: inout BinaryWriter) -> [UInt8] {
        PayloadChecksum.sealed(&writer)
    }

    /// A reader of the payload, placed after the format version. Throws
    /// ``BinaryFormatError/otherFormat`` for other magic bytes or another format version and
    /// ``BinaryFormatError/checksumMismatch`` when a later byte was changed, cut off or added.
    /// The bytes are read where they are (a mapped file is not copied): all of them, or the frame
    /// that fills `range`.
    func payloadReader(of bytes: LoadedBytes, in range: Range<Int>? = nil) throws(BinaryFormatError)
        -> BinaryReader
    {
        let range = range ?? 0..<bytes.count
        var header = BinaryReader(bytes, offset: range.lowerBound, end: range.upperBound)
        let found = try? header.readRawBytes(count: magic.count)
        guard found == magic, (try? header.readInt()) == formatVersion else { throw .otherFormat }
        let frame = UnsafeRawBufferPointer(rebasing: bytes.bytes[range])
        let end = range.lowerBound + (try PayloadChecksum.payloadEnd(of: frame))
        guard header.offset <= end else { throw .checksumMismatch }
        return BinaryReader(bytes, offset: header.offset, end: end)
    }
}

extension BinaryWriter {
    /// Every entry of `map`, sorted by path, so equal maps are equal bytes.
    mutating func writePathMap<Value: BinaryCodable>(_ map: [String: Value]) {
        // Sorting the paths alone, then looking each entry up, moves strings instead of whole entries.
        writeArray(map.keys.sorted()) { writer, path in
            writer.write(path)
            writer.write(map[path]!)
        }
    }
}

extension BinaryReader {
    /// What ``BinaryWriter/writePathMap(_:)`` wrote; a path out of order, or listed twice, means the
    /// bytes are damaged.
    mutating func readPathMap<Value: BinaryCodable>() throws(BinaryFormatError) -> [String: Value] {
        let entries: (paths: [String], values: [Value?]) = try readPathEntries()
        var map: [String: Value] = [:]
        map.reserveCapacity(entries.paths.count)
        for (path, value) in zip(entries.paths, entries.values) { map[path] = value }
        return map
    }

    /// What ``BinaryWriter/writePathMap(_:)`` wrote, as its paths and values in the order written
    /// (each path greater than the one before it, or the bytes are damaged); the values are
    /// optional for a caller that keeps them by position with gaps.
    mutating func readPathEntries<Value: BinaryCodable>() throws(BinaryFormatError)
        -> (paths: [String], values: [Value?])
    {
        let count = try readCount()
        var paths: [String] = []
        paths.reserveCapacity(count)
        var values: [Value?] = []
        values.reserveCapacity(count)
        for _ in 0..<count {
            let start = offset
            let path = try readString()
            guard paths.last.map({ $0 < path }) ?? true else { throw .damaged(at: start) }
            paths.append(path)
            values.append(try read(Value.self))
        }
        return (paths, values)
    }
}

// The scan cache file: the magic bytes `DELISCAN`, the format version, the tool version, the trust
// time, the relevant names (sorted), then every file (path, content hash, scan result with the
// fingerprints of its rules' triggers, stamp, filter, generated flag) sorted by path, so equal caches
// are equal bytes; last, the ``PayloadChecksum`` of everything before it.

extension CachedScan: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(hash)
        // The triggers' fingerprints go with the result: a run that finds a new name asks every
        // cached result for them, and making them again hashed every trigger of every file.
        writer.writeOptional(result) { writer, result in
            writer.write(result)
            writer.writeFixedArray(result.triggerFingerprints)
        }
        writer.write(stamp)
        writer.write(bloom)
        writer.write(isGeneratedFactory)
    }

    public init(from reader: inout BinaryReader) throws(BinaryFormatError) {
        let hash: ContentHash = try reader.read()
        let result = try reader.readOptional { reader throws(BinaryFormatError) in
            let result: ScanResult = try reader.read()
            result.keepTriggerFingerprints(try reader.readFixedArray())
            return result
        }
        self.init(
            hash: hash, result: result, stamp: try reader.read(), bloom: try reader.read(),
            isGeneratedFactory: try reader.readBool())
    }
}

extension IdentifierBloom: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(seed)
        writer.writeFixedArray(words)
    }

    public init(from reader: inout BinaryReader) throws(BinaryFormatError) {
        let seed = try reader.readUInt64()
        let start = reader.offset
        let words = try reader.readFixedArray()
        guard !words.isEmpty else { throw .damaged(at: start) }
        self.init(words: words, seed: seed)
    }
}

extension ScanCache {
    /// The first bytes of every scan cache file.
    static let magic = Array("DELISCAN".utf8)
    /// The frame of the file (the format version read back must be the current one).
    static var frame: BinaryFrame { BinaryFrame(magic: magic, formatVersion: formatVersion) }

    /// The bytes of this cache's file.
    public func binaryEncoded() -> [UInt8] {
        var writer = BinaryFrame(magic: Self.magic, formatVersion: formatVersion).writer()
        writer.write(toolVersion)
        writer.write(Int(trustedBefore))
        writer.writeArray(relevantNames.sorted()) { $0.write($1) }
        if let positions, positions.areSortedByPath {
            // The entries in path order already, without the table by path.
            let present = positions.entries.indices.filter { positions.entries[$0] != nil }
            writer.writeArray(present) { writer, index in
                writer.write(positions.paths[index])
                writer.write(positions.entries[index]!)
            }
        } else {
            writer.writePathMap(files)
        }
        return Self.frame.sealed(&writer)
    }

    /// Reads a file written by ``binaryEncoded()``. Throws ``BinaryFormatError/otherFormat`` when
    /// the bytes do not start with the magic bytes and the current ``formatVersion`` (the layout
    /// after them may differ), ``BinaryFormatError/checksumMismatch`` when any later byte was
    /// changed, cut off or added, ``BinaryFormatError/damaged(at:)`` when the payload is malformed.
    /// A cache of another tool version is returned, and is not ``isCurrent``.
    public init(binaryEncoded bytes: [UInt8]) throws(BinaryFormatError) {
        try self.init(binaryEncoded: LoadedBytes(copying: bytes))
    }

    /// ``init(binaryEncoded:)-([UInt8])`` of bytes where they are (a mapped file).
    public init(binaryEncoded bytes: LoadedBytes) throws(BinaryFormatError) {
        var reader = try Self.frame.payloadReader(of: bytes)
        let toolVersion = try reader.readString()
        let trustedBefore = Int64(try reader.readInt())
        let names = try reader.readArray { reader throws(BinaryFormatError) in try reader.readString() }
        let files: (paths: [String], values: [CachedScan?]) = try reader.readPathEntries()
        guard reader.isAtEnd else { throw .damaged(at: reader.offset) }
        // In the order of the paths, which is the order a target lists its sources in: a run over
        // the same files takes each entry by position, and the table by path is made only when
        // someone asks for it.
        self.init(
            positions: Positions(paths: files.paths, entries: files.values, areSortedByPath: true),
            relevantNames: Set(names), trustedBefore: trustedBefore)
        self.toolVersion = toolVersion
    }
}

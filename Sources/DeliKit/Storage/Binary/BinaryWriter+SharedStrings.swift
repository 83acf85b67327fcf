// Collections of strings that repeat across files (type names, type texts), written through the
// shared-string table of ``BinaryWriter/writeShared(_:)``.

extension BinaryWriter {
    /// An optional string that is likely to repeat: a presence flag, then the shared string.
    public mutating func writeSharedOptional(_ value: String?) {
        writeOptional(value) { $0.writeShared($1) }
    }

    /// A count, then every string as a shared string.
    public mutating func writeSharedArray(_ values: [String]) {
        writeArray(values) { $0.writeShared($1) }
    }

    /// A count, then every key and value as shared strings, sorted by key so equal dictionaries
    /// are always written as the same bytes.
    public mutating func writeSharedDictionary(_ values: [String: String]) {
        writeArray(values.sorted { $0.key < $1.key }) { writer, entry in
            writer.writeShared(entry.key)
            writer.writeShared(entry.value)
        }
    }
}

extension BinaryReader {
    /// An optional string written with ``BinaryWriter/writeSharedOptional(_:)``.
    public mutating func readSharedOptional() throws(BinaryFormatError) -> String? {
        try readOptional { reader throws(BinaryFormatError) in try reader.readShared() }
    }

    /// Strings written with ``BinaryWriter/writeSharedArray(_:)``.
    public mutating func readSharedArray() throws(BinaryFormatError) -> [String] {
        try readArray { reader throws(BinaryFormatError) in try reader.readShared() }
    }

    /// A dictionary written with ``BinaryWriter/writeSharedDictionary(_:)``; a key that
    /// appears twice means the bytes are damaged.
    public mutating func readSharedDictionary() throws(BinaryFormatError) -> [String: String] {
        let count = try readCount()
        // Most are empty, and reserving room for none still made a new table for each.
        guard count > 0 else { return [:] }
        var values: [String: String] = [:]
        values.reserveCapacity(count)
        for _ in 0..<count {
            let start = offset
            let key = try readShared()
            guard values.updateValue(try readShared(), forKey: key) == nil else { throw .damaged(at: start) }
        }
        return values
    }
}

// The binary form of what the scanner found in one file.

extension ScanResult: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.writeShared(path)
        writer.write(types)
        writer.write(usages)
        writer.writeSharedDictionary(typeAliases)
        writer.write(diagnostics)
        writer.writeFixedArray(skippedFingerprints)
    }

    public init(from reader: inout BinaryReader) throws(BinaryFormatError) {
        self.init(
            path: try reader.readShared(), types: try reader.read(), usages: try reader.read(),
            typeAliases: try reader.readSharedDictionary(), diagnostics: try reader.read())
        skippedFingerprints = try reader.readFixedArray()
    }
}

extension ScanResult {
    /// A hash of what the scanner found, leaving out where (lines and columns) and the names of
    /// the declarations it left out (a comment's words among them, and no relevant name by
    /// definition): two results with the same fingerprint declare the same things in the same
    /// order, perhaps on other lines.
    var declarationsFingerprint: ContentHash {
        var declared = self
        declared.skippedFingerprints = []
        var writer = BinaryWriter()
        writer.omitsPositions = true
        writer.write(declared)
        return ContentHash(bytes: writer.bytes)
    }
}

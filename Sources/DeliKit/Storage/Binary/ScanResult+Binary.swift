// The binary form of what the scanner found in one file.

extension ScanResult: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.writeShared(path)
        writer.write(types)
        writer.write(usages)
        writer.writeSharedDictionary(typeAliases)
        writer.write(diagnostics)
        writer.writeFixedArray(skippedFingerprints)
        writer.write(imports)
        writer.write(localTypes)
    }

    public init(from reader: inout BinaryReader) throws(BinaryFormatError) {
        self.init(
            path: try reader.readShared(), types: try reader.read(), usages: try reader.read(),
            typeAliases: try reader.readSharedDictionary(), diagnostics: try reader.read())
        skippedFingerprints = try reader.readFixedArray()
        imports = try reader.read()
        localTypes = try reader.read()
    }
}

extension ImportDeclaration: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.writeShared(module)
        writer.write(isTestable)
        writer.write(isImplementationOnly)
        writer.write(hasAccessLevel)
        writer.write(conditions)
    }

    public init(from reader: inout BinaryReader) throws(BinaryFormatError) {
        self.init(module: try reader.readShared())
        isTestable = try reader.readBool()
        isImplementationOnly = try reader.readBool()
        hasAccessLevel = try reader.readBool()
        conditions = try reader.read()
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

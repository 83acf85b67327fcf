// The module summary file: the magic bytes `DELIMSUM`, the format version, the tool version, the
// key, the registrations, the generated factory's class, the trust time, then every file (path,
// stamp, hash) sorted by path; last, the ``PayloadChecksum`` of everything before it.

extension ModuleSummary {
    /// The first bytes of every module summary file.
    static let magic = Array("DELIMSUM".utf8)
    /// Bumped whenever the stored shape changes.
    static let formatVersion = 8

    /// The frame of the file.
    static var frame: BinaryFrame { BinaryFrame(magic: magic, formatVersion: formatVersion) }

    /// The bytes of this summary's file.
    public func binaryEncoded() -> [UInt8] {
        var writer = Self.frame.writer()
        writer.write(DeliVersion.current)
        writer.write(key)
        writer.write(registrations)
        writer.write(generatedFactory)
        writer.write(generatedPath)
        writer.write(generatedFingerprint)
        writer.write(Int(trustedBefore))
        writer.writePathMap(files)
        return Self.frame.sealed(&writer)
    }

    /// Reads a file written by ``binaryEncoded()`` by the running tool; throws
    /// ``BinaryFormatError/otherFormat`` for another format or tool version.
    public init(binaryEncoded bytes: [UInt8]) throws(BinaryFormatError) {
        try self.init(binaryEncoded: LoadedBytes(copying: bytes))
    }

    /// ``init(binaryEncoded:)-([UInt8])`` of bytes where they are (a mapped file).
    public init(binaryEncoded bytes: LoadedBytes) throws(BinaryFormatError) {
        var reader = try Self.frame.payloadReader(of: bytes)
        guard try reader.readString() == DeliVersion.current else { throw .otherFormat }
        self.init(key: try reader.read(), registrations: try reader.read(), generatedFactory: try reader.read())
        generatedPath = try reader.read()
        generatedFingerprint = try reader.read()
        trustedBefore = Int64(try reader.readInt())
        files = try reader.readPathMap()
        guard reader.isAtEnd else { throw .damaged(at: reader.offset) }
    }
}

extension ExternalRegistration: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.writeShared(module)
        writer.writeShared(typeName)
        writer.write(qualifier)
        writer.writeShared(scope.rawValue)
        writer.write(isLazy)
        writer.write(isFactory)
        writer.writeSharedArray(links)
    }

    public init(from reader: inout BinaryReader) throws(BinaryFormatError) {
        let module = try reader.readShared()
        let typeName = try reader.readShared()
        let qualifier = try reader.readString()
        let start = reader.offset
        guard let scope = ComponentScope(rawValue: try reader.readShared()) else { throw .damaged(at: start) }
        self.init(
            module: module, typeName: typeName, qualifier: qualifier, scope: scope, isLazy: try reader.readBool(),
            isFactory: try reader.readBool(), links: try reader.readSharedArray())
    }
}

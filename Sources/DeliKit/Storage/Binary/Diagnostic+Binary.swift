// The binary form of diagnostics and locations, shared by the scan cache and the build record.

extension SourceLocation: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.writeShared(file)
        guard !writer.omitsPositions else { return }
        writer.write(line)
        writer.write(column)
    }

    public init(from reader: inout BinaryReader) throws(BinaryFormatError) {
        self.init(file: try reader.readShared(), line: try reader.readInt(), column: try reader.readInt())
    }
}

extension DiagnosticNote: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(message)
        writer.write(location)
    }

    public init(from reader: inout BinaryReader) throws(BinaryFormatError) {
        self.init(try reader.readString(), at: try reader.read())
    }
}

extension Diagnostic: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.writeShared(severity.rawValue)
        writer.writeShared(id.rawValue)
        writer.write(message)
        writer.write(location)
        writer.write(notes)
    }

    public init(from reader: inout BinaryReader) throws(BinaryFormatError) {
        let start = reader.offset
        guard let severity = Severity(rawValue: try reader.readShared()) else { throw .damaged(at: start) }
        self.init(
            severity, DiagnosticID(rawValue: try reader.readShared()), try reader.readString(),
            at: try reader.read(), notes: try reader.read())
    }
}

extension ContentHash: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(fnv)
        writer.write(mixed)
        writer.write(byteCount)
    }

    public init(from reader: inout BinaryReader) throws(BinaryFormatError) {
        self.init(fnv: try reader.readUInt64(), mixed: try reader.readUInt64(), byteCount: try reader.readInt())
    }
}

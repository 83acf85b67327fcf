/// A value stored in Deli's binary cache files (see ``BinaryWriter``). Conformances write their
/// fields in a fixed order and read them back in the same order.
public protocol BinaryCodable {
    func encode(to writer: inout BinaryWriter)
    init(from reader: inout BinaryReader) throws(BinaryFormatError)
}

/// Why bytes could not be read back: the file is truncated, damaged or of another format.
public enum BinaryFormatError: Error, Sendable, Hashable {
    /// The value at this byte offset is out of bounds or malformed.
    case damaged(at: Int)
    /// The file starts with another magic number or format version.
    case otherFormat
    /// The payload does not match the checksum at the end of the file (see ``PayloadChecksum``).
    case checksumMismatch
}

extension Array: BinaryCodable where Element: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.writeArray(self) { $0.write($1) }
    }

    public init(from reader: inout BinaryReader) throws(BinaryFormatError) {
        self = try reader.readArray { reader throws(BinaryFormatError) in try reader.read(Element.self) }
    }
}

extension Optional: BinaryCodable where Wrapped: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.writeOptional(self) { $0.write($1) }
    }

    public init(from reader: inout BinaryReader) throws(BinaryFormatError) {
        self = try reader.readOptional { reader throws(BinaryFormatError) in try reader.read(Wrapped.self) }
    }
}

// Enums stored by their string raw value (through the shared-string table), so adding a case never
// shifts the others; a raw value the running tool does not know means the bytes are damaged.

/// An enum with string raw values, stored in binary cache files by its raw value.
public protocol BinaryRawValueCodable: BinaryCodable, RawRepresentable where RawValue == String {}

extension BinaryRawValueCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.writeShared(rawValue)
    }

    public init(from reader: inout BinaryReader) throws(BinaryFormatError) {
        let start = reader.offset
        guard let value = Self(rawValue: try reader.readShared()) else { throw .damaged(at: start) }
        self = value
    }
}

extension TypeDeclarationKind: BinaryRawValueCodable {}

extension TypeAccess: BinaryRawValueCodable {}

extension TypeNesting: BinaryRawValueCodable {}

extension DependencyUsage.Kind: BinaryRawValueCodable {}

// The binary form of values written in the sources (qualifiers, scopes, targets, property paths).

extension DeclaredValue: BinaryCodable {
    /// The tag written before the payload of each case.
    private enum Tag: UInt64 {
        case literal = 0
        case nilLiteral = 1
        case expression = 2
    }

    public func encode(to writer: inout BinaryWriter) {
        switch self {
        case .literal(let text):
            writer.write(Tag.literal.rawValue)
            writer.writeShared(text)
        case .none:
            writer.write(Tag.nilLiteral.rawValue)
        case .expression(let text):
            writer.write(Tag.expression.rawValue)
            writer.write(text)
        }
    }

    public init(from reader: inout BinaryReader) throws(BinaryFormatError) {
        let start = reader.offset
        switch Tag(rawValue: try reader.readUInt64()) {
        case .literal: self = .literal(try reader.readShared())
        case .nilLiteral: self = .none
        case .expression: self = .expression(try reader.readString())
        case nil: throw .damaged(at: start)
        }
    }
}

extension LocatedValue: BinaryCodable {
    public func encode(to writer: inout BinaryWriter) {
        writer.write(value)
        writer.write(location)
    }

    public init(from reader: inout BinaryReader) throws(BinaryFormatError) {
        self.init(try reader.read(), at: try reader.read())
    }
}

/// A cursor over ASCII bytes for ``YAMLTaggedText/isTimestamp(_:)``.
struct TimestampReader {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { offset == bytes.count }

    /// Consumes `character` when it is next.
    mutating func skip(_ character: Unicode.Scalar) -> Bool {
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: character) else { return false }
        offset += 1
        return true
    }

    /// Consumes one of `characters` when it is next.
    mutating func skipAny(_ characters: [Unicode.Scalar]) -> Bool {
        characters.contains { skip($0) }
    }

    mutating func skipSpaces() {
        while skipAny([" ", "\t"]) {}
    }

    /// Consumes as many digits as possible, at most `range.upperBound`; true when their number is
    /// in `range`.
    mutating func digits(_ range: ClosedRange<Int>) -> Bool {
        var count = 0
        while count < range.upperBound, offset < bytes.count, (48...57).contains(bytes[offset]) {
            offset += 1
            count += 1
        }
        return range.contains(count)
    }
}

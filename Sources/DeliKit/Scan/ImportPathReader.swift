/// Finds where a top-level `import` declaration ends, so that the chunk holding it can be cut after
/// it and every import of a file stays in the text that is parsed.
///
/// It reads what may follow the keyword: an optional kind (`struct`, `func`, …) and a module path of
/// identifiers (plain or in backticks) joined by dots, with any whitespace, line breaks included,
/// between them. Anything else where a name must come (an operator, a comment) gives nil, and the
/// caller keeps the whole chunk.
struct ImportPathReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index: Int

    private static let kinds = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
        .map { Array($0.utf8) }

    /// The offset just after the last name of the import whose keyword ends at `start`.
    static func end(after start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var reader = ImportPathReader(bytes: bytes, index: start)
        return reader.readPath()
    }

    private mutating func readPath() -> Int? {
        skipWhitespace()
        guard var name = readName() else { return nil }
        if Self.kinds.contains(where: { $0.elementsEqual(UnsafeBufferPointer(rebasing: bytes[name])) }) {
            skipWhitespace()
            guard let module = readName() else { return nil }
            name = module
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ".") else { return name.upperBound }
            index += 1
            skipWhitespace()
            guard let member = readName() else { return nil }
            name = member
        }
    }

    /// A plain or backticked identifier; nil when none starts here.
    private mutating func readName() -> Range<Int>? {
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "`") {
            index += 1
            while index < bytes.count, DeclarationChunker.isIdentifierByte(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "`"), index > start + 1 else { return nil }
            index += 1
            return start..<index
        }
        while index < bytes.count, DeclarationChunker.isIdentifierByte(bytes[index]) { index += 1 }
        guard index > start, !(48...57).contains(bytes[start]) else { return nil }
        return start..<index
    }

    /// Past spaces, tabs and line breaks.
    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): index += 1
            default: return
            }
        }
    }
}

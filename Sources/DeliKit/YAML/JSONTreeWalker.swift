/// Walks JSON text that ``JSONValidator`` already accepted and builds a located ``YAMLNode`` tree.
///
/// Because the text is known to be valid the walker stays small, but it still never traps: on
/// anything unexpected it returns what it has.
struct JSONTreeWalker {
    private let bytes: [UInt8]
    private let map: SourceTextMap
    private var index = 0
    private(set) var diagnostics: [Diagnostic] = []
    /// Set once the nesting limit is hit: the walk ends there, reported once.
    private var stopped = false

    init(bytes: [UInt8], map: SourceTextMap) {
        self.bytes = bytes
        self.map = map
    }

    mutating func readDocument() -> YAMLNode? {
        readValue(depth: 0)
    }

    private mutating func readValue(depth: Int) -> YAMLNode? {
        skipSpace()
        guard !stopped, index < bytes.count else { return nil }
        let location = map.location(byteOffset: index)
        guard depth < YAMLTreeBuilder.maximumDepth else {
            stopped = true
            diagnostics.append(.nestingTooDeep(limit: YAMLTreeBuilder.maximumDepth, at: location))
            return nil
        }
        switch bytes[index] {
        case UInt8(ascii: "{"): return readObject(depth: depth, at: location)
        case UInt8(ascii: "["): return readArray(depth: depth, at: location)
        case UInt8(ascii: "\""): return readString().map { .scalar(.string($0), at: location) }
        default: return .scalar(readLiteral(), at: location)
        }
    }

    private mutating func readObject(depth: Int, at location: SourceLocation) -> YAMLNode {
        index += 1
        var entries: [YAMLMappingEntry] = []
        while skipSpace(), index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            let keyLocation = map.location(byteOffset: index)
            guard let key = readString(), skipSpace(), consume(":") else { break }
            guard let value = readValue(depth: depth + 1) else { break }
            if let first = entries.first(where: { $0.key == key }) {
                diagnostics.append(.duplicateKey(key, at: keyLocation, first: first.keyLocation))
            } else {
                entries.append(YAMLMappingEntry(key: key, keyLocation: keyLocation, value: value))
            }
            skipSpace()
            _ = consume(",")
        }
        _ = consume("}")
        return .mapping(entries, at: location)
    }

    private mutating func readArray(depth: Int, at location: SourceLocation) -> YAMLNode {
        index += 1
        var items: [YAMLNode] = []
        while skipSpace(), index < bytes.count, bytes[index] != UInt8(ascii: "]") {
            guard let item = readValue(depth: depth + 1) else { break }
            items.append(item)
            skipSpace()
            _ = consume(",")
        }
        _ = consume("]")
        return .sequence(items, at: location)
    }

    private mutating func readLiteral() -> YAMLScalar {
        let start = index
        while index < bytes.count, !Self.isDelimiter(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        switch text {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        default: break
        }
        // An integer past `Int` keeps its digits as YAML's reader keeps them, so the typed getters
        // read it exactly (a `UInt64`), never rounded through a `Double`.
        if !text.contains(where: { ".eE".contains($0) }) { return Int(text).map(YAMLScalar.int) ?? .string(text) }
        return Double(text).map(YAMLScalar.float) ?? .string(text)
    }

    private mutating func readString() -> String? {
        var decoder = JSONStringDecoder(bytes: bytes, start: index)
        let value = decoder.decode()
        index = decoder.index
        return value
    }

    @discardableResult
    private mutating func skipSpace() -> Bool {
        while index < bytes.count, [9, 10, 13, 32].contains(bytes[index]) { index += 1 }
        return true
    }

    private mutating func consume(_ character: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    private static func isDelimiter(_ byte: UInt8) -> Bool {
        [9, 10, 13, 32, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ":")].contains(byte)
    }
}

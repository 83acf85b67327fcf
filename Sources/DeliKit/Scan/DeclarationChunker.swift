/// Splits a Swift file into top-level chunks, each ending with the `}` that closes a top-level
/// declaration (a type, an extension, a function), so that chunks which cannot matter can be left
/// out of the parse; it also finds the bodies of functions, initialisers and deinitialisers (the
/// text between their braces), which the scan reads only for `Inject` calls, and where each chunk's
/// last top-level `import` ends (with the `#endif` closing the block it sits in), since a chunk is
/// never cut before it: the imports of a file are all parsed.
///
/// A small lexer skips comments (nested block comments too) and string literals (multi-line, raw,
/// and interpolations inside them), counts `{ ( [` nesting and `#if`…`#endif` blocks, and only ends
/// a chunk where all of them are closed. When the text does not balance (a syntax error, or a
/// construct it does not model), it returns nil and the caller parses the whole file.
struct DeclarationChunker {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var depth = 0
    private var conditionalDepth = 0
    /// The strings whose interpolation is being read, innermost last, with the depth it started at.
    private var interpolations: [(literal: StringLiteralKind, depth: Int)] = []
    private var mode = Mode.code
    private var chunks: [Range<Int>] = []
    private var chunkStart = 0
    /// The bracket depth of a `func`, `init` or `deinit` whose body has not opened yet.
    private var pendingBody: Int?
    /// The bodies open now: the depth inside their brace and where they start, innermost last.
    private var openBodies: [(depth: Int, start: Int)] = []
    private var bodies: [Range<Int>] = []
    /// Where the imports of each chunk end, and of the chunk being read (nil: none yet).
    private var importEnds: [Int] = []
    private var importEnd: Int?
    /// An import was read inside a `#if` block that has not closed yet.
    private var importAwaitsEndif = false

    /// The chunks of `text` in order, covering every byte; nil when its structure is unclear.
    static func chunks(of text: String) -> [Range<Int>]? {
        layout(of: text)?.chunks
    }

    /// The chunks of `text`, the bodies of its functions and where each chunk's imports end; nil
    /// when its structure is unclear.
    static func layout(of text: String) -> DeclarationLayout? {
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { buffer in
            var chunker = DeclarationChunker(bytes: buffer)
            return chunker.run().map {
                DeclarationLayout(chunks: $0, bodies: chunker.bodies, importEnds: chunker.importEnds)
            }
        } ?? nil
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private mutating func run() -> [Range<Int>]? {
        while index < bytes.count {
            let wellFormed: Bool
            switch mode {
            case .code: wellFormed = readCode()
            case .string(let literal): wellFormed = readString(literal)
            }
            guard wellFormed else { return nil }
        }
        guard mode == .code, depth == 0, conditionalDepth == 0, interpolations.isEmpty else { return nil }
        if chunkStart < bytes.count { endChunk(at: bytes.count) }
        return chunks
    }

    private mutating func endChunk(at end: Int) {
        chunks.append(chunkStart..<end)
        importEnds.append(min(importEnd ?? chunkStart, end))
        chunkStart = end
        importEnd = nil
    }

    /// Reads one token of code; false when the text is malformed.
    private mutating func readCode() -> Bool {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
            while index < bytes.count, bytes[index] != 10, bytes[index] != 13 { index += 1 }
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
            return skipBlockComment()
        case UInt8(ascii: "\""), UInt8(ascii: "#"):
            if let literal = StringLiteralKind.opening(at: index, in: bytes) {
                index += literal.openingLength
                mode = .string(literal)
            } else if byte == UInt8(ascii: "#") {
                return readDirective()
            } else {
                index += 1
            }
        case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["):
            if byte == UInt8(ascii: "{"), pendingBody == depth {
                openBodies.append((depth + 1, index + 1))
                pendingBody = nil
            }
            depth += 1
            index += 1
        case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
            return close(byte)
        default:
            if Self.isIdentifierByte(byte), index == 0 || !Self.continuesWord(bytes[index - 1]) {
                readWord()
            } else {
                index += 1
            }
        }
        return true
    }

    /// A word of code: `func`, `init` and `deinit` announce a body at this depth; any other
    /// declaration keyword at that depth means the announced one had none (a protocol requirement).
    private mutating func readWord() {
        let start = index
        while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
        let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
        if Self.announcesBody(word) {
            pendingBody = depth
        } else if pendingBody == depth, Self.isDeclarationKeyword(word) {
            pendingBody = nil
        }
        if depth == 0, Self.importKeyword.elementsEqual(word) { readImport() }
    }

    /// A top-level import: the chunk keeps it (its whole text when the path is unusual), and the
    /// `#if` block around it.
    private mutating func readImport() {
        if let end = ImportPathReader.end(after: index, in: bytes) {
            index = end
            importEnd = end
        } else {
            importEnd = Int.max
        }
        if conditionalDepth > 0 { importAwaitsEndif = true }
    }

    /// A closing bracket: it may end an interpolation (back into its string) or a top-level chunk.
    private mutating func close(_ byte: UInt8) -> Bool {
        if let body = openBodies.last, body.depth == depth, byte == UInt8(ascii: "}") {
            bodies.append(body.start..<index)
            openBodies.removeLast()
        }
        depth -= 1
        index += 1
        guard depth >= 0 else { return false }
        if let pending = pendingBody, depth < pending { pendingBody = nil }
        if let last = interpolations.last, depth == last.depth {
            interpolations.removeLast()
            mode = .string(last.literal)
            return byte == UInt8(ascii: ")")
        }
        if byte == UInt8(ascii: "}"), depth == 0, conditionalDepth == 0, interpolations.isEmpty {
            endChunk(at: index)
        }
        return true
    }

    /// `#if` opens and `#endif` closes a conditional block; other `#` words are skipped.
    private mutating func readDirective() -> Bool {
        index += 1
        let start = index
        while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
        let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        if word == "if" { conditionalDepth += 1 }
        if word == "endif" { conditionalDepth -= 1 }
        if importAwaitsEndif, conditionalDepth == 0 {
            importEnd = max(importEnd ?? index, index)
            importAwaitsEndif = false
        }
        return conditionalDepth >= 0
    }

    /// Skips a (possibly nested) block comment; false when it never ends.
    private mutating func skipBlockComment() -> Bool {
        var nesting = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                nesting += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                nesting -= 1
                index += 2
                if nesting == 0 { return true }
            } else {
                index += 1
            }
        }
        return false
    }

    /// Reads inside a string literal up to its end or the start of an interpolation; false when a
    /// single-line literal reaches the end of its line.
    private mutating func readString(_ literal: StringLiteralKind) -> Bool {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), literal.hasHashes(after: index + 1, in: bytes) {
                let after = index + 1 + literal.hashes
                index = after + 1
                if after < bytes.count, bytes[after] == UInt8(ascii: "(") {
                    interpolations.append((literal, depth))
                    depth += 1
                    mode = .code
                    return true
                }
            } else if literal.closes(at: index, in: bytes) {
                index += literal.closingLength
                mode = .code
                return true
            } else if !literal.isMultiline, byte == 10 || byte == 13 {
                return false
            } else {
                index += 1
            }
        }
        return false
    }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private enum Mode: Equatable {
        case code
        case string(StringLiteralKind)
    }

    private static let importKeyword = Array("import".utf8)
    private static let bodyKeywords = ["func", "init", "deinit"].map { Array($0.utf8) }
    private static let declarationKeywords = [
        "var", "let", "class", "struct", "enum", "actor", "protocol", "extension", "typealias", "associatedtype",
        "subscript", "case", "import", "operator", "precedencegroup", "macro",
    ].map { Array($0.utf8) }

    private static func announcesBody(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        bodyKeywords.contains { $0.elementsEqual(word) }
    }

    private static func isDeclarationKeyword(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        declarationKeywords.contains { $0.elementsEqual(word) }
    }

    /// True when a word touching this byte on its left is part of a longer word or a member
    /// (`self.init`, `$0`, `#if`): then it is no keyword of its own.
    private static func continuesWord(_ byte: UInt8) -> Bool {
        isIdentifierByte(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "$")
            || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "`")
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || (byte >= 48 && byte <= 57) || byte == 95
            || byte >= 128
    }
}

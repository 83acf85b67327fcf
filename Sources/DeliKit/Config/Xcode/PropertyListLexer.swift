/// Splits an old-style property list into tokens, skipping whitespace and `/* */` and `//`
/// comments, and remembers where each token starts (1-based line, column in UTF-8 bytes).
struct PropertyListLexer {
    private let bytes: [UInt8]
    private let file: String
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    /// Where the token last returned by `next()` starts.
    private(set) var tokenLocation: SourceLocation

    init(_ bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        tokenLocation = SourceLocation(file: file, line: 1, column: 1)
        // A UTF-8 byte order mark is not part of the text.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            offset = 3
            lineStart = 3
        }
    }

    var location: SourceLocation {
        SourceLocation(file: file, line: line, column: offset - lineStart + 1)
    }

    mutating func next() throws(PropertyListError) -> PropertyListToken {
        try skipTrivia()
        tokenLocation = location
        guard offset < bytes.count else { return .end }
        let byte = bytes[offset]
        if let punctuation = Self.punctuation[byte] {
            advance()
            return punctuation
        }
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try quoted(byte))
        case UInt8(ascii: "<"): return .string(try data())
        default:
            guard Self.isUnquoted(byte) else {
                throw PropertyListError(message: "unexpected character '\(Self.show(byte))'", location: location)
            }
            let start = offset
            while offset < bytes.count, Self.isUnquoted(bytes[offset]) { advance() }
            return .string(String(decoding: bytes[start..<offset], as: UTF8.self))
        }
    }

    private static let punctuation: [UInt8: PropertyListToken] = [
        UInt8(ascii: "{"): .openDictionary, UInt8(ascii: "}"): .closeDictionary, UInt8(ascii: "("): .openArray,
        UInt8(ascii: ")"): .closeArray, UInt8(ascii: "="): .equals, UInt8(ascii: ";"): .semicolon,
        UInt8(ascii: ","): .comma,
    ]

    static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "_$+/:.-".utf8.contains(byte)
        }
    }

    private static func show(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\u{\(String(byte, radix: 16))}"
    }

    private mutating func advance() {
        if bytes[offset] == UInt8(ascii: "\n") {
            line += 1
            lineStart = offset + 1
        }
        offset += 1
    }

    private func peek(_ distance: Int = 0) -> UInt8? {
        offset + distance < bytes.count ? bytes[offset + distance] : nil
    }

    private mutating func skipTrivia() throws(PropertyListError) {
        while let byte = peek() {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                advance()
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                let start = location
                advance()
                advance()
                while peek() != nil, !(peek() == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) { advance() }
                guard peek() != nil else { throw PropertyListError(message: "unterminated comment", location: start) }
                advance()
                advance()
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                while let next = peek(), next != 0x0A { advance() }
            } else {
                return
            }
        }
    }

    /// A quoted string with its escapes decoded.
    private mutating func quoted(_ quote: UInt8) throws(PropertyListError) -> String {
        let start = location
        advance()
        var result: [UInt8] = []
        while let byte = peek(), byte != quote {
            advance()
            if byte == UInt8(ascii: "\\") {
                result += try escape(start: start)
            } else {
                result.append(byte)
            }
        }
        guard peek() != nil else { throw PropertyListError(message: "unterminated string", location: start) }
        advance()
        return String(decoding: result, as: UTF8.self)
    }

    private mutating func escape(start: SourceLocation) throws(PropertyListError) -> [UInt8] {
        guard let byte = peek() else { throw PropertyListError(message: "unterminated string", location: start) }
        advance()
        switch byte {
        case UInt8(ascii: "n"): return [0x0A]
        case UInt8(ascii: "t"): return [0x09]
        case UInt8(ascii: "r"): return [0x0D]
        case UInt8(ascii: "U"): return try unicodeEscape()
        default: return [byte]
        }
    }

    /// `\Uxxxx`: four hexadecimal digits.
    private mutating func unicodeEscape() throws(PropertyListError) -> [UInt8] {
        let start = location
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = Self.hexValue(byte) else {
                throw PropertyListError(message: "'\\U' must be followed by four hexadecimal digits", location: start)
            }
            value = value * 16 + UInt32(digit)
            advance()
        }
        return Array(String(UnicodeScalar(value).map(Character.init) ?? "\u{FFFD}").utf8)
    }

    /// `<0fbd 7a>`: data, kept as its hexadecimal text.
    private mutating func data() throws(PropertyListError) -> String {
        let start = location
        advance()
        var text = "<"
        while let byte = peek(), byte != UInt8(ascii: ">") {
            guard Self.hexValue(byte) != nil || byte == 0x20 || byte == 0x0A || byte == 0x09 else {
                throw PropertyListError(message: "data may hold only hexadecimal digits", location: location)
            }
            text.append(Character(UnicodeScalar(byte)))
            advance()
        }
        guard peek() != nil else { throw PropertyListError(message: "unterminated data", location: start) }
        advance()
        return text + ">"
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

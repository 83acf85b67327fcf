/// The scalar tokens of ``JSONValidator``: strings, numbers and the three literals, and the
/// UTF-8 check that runs first.
extension JSONValidator {
    /// A string literal with valid escapes and no raw control characters.
    mutating func string() throws(Problem) {
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return
            case UInt8(ascii: "\\"): try escape()
            case 0..<0x20: throw Problem(message: "unescaped control character in a string", offset: index)
            default: index += 1
            }
        }
        throw Problem(message: "unexpected end of file during JSON parse", offset: bytes.count)
    }

    private mutating func escape() throws(Problem) {
        let start = index
        index += 1
        guard index < bytes.count else {
            throw Problem(message: "unexpected end of file during JSON parse", offset: bytes.count)
        }
        let byte = bytes[index]
        index += 1
        if Array("\"\\/bfnrt".utf8).contains(byte) { return }
        guard byte == UInt8(ascii: "u"), index + 4 <= bytes.count,
            bytes[index..<(index + 4)].allSatisfy({ Self.hexDigit($0) })
        else { throw Problem(message: "invalid escape sequence in a string", offset: start) }
        index += 4
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    mutating func number() throws(Problem) {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, Self.digit(bytes[index]) else { throw invalidNumber(start) }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, Self.digit(bytes[index]) { throw invalidNumber(start) }
        } else {
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard skipDigits() else { throw invalidNumber(start) }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard skipDigits() else { throw invalidNumber(start) }
        }
    }

    /// `true`, `false` or `null`; anything else is not a JSON value.
    mutating func literal() throws(Problem) {
        for word in ["true", "false", "null"] where bytes[index...].starts(with: word.utf8) {
            index += word.utf8.count
            return
        }
        throw Problem(message: "invalid value", offset: index)
    }

    /// Moves past a run of digits; false when there was none.
    @discardableResult
    private mutating func skipDigits() -> Bool {
        let start = index
        while index < bytes.count, Self.digit(bytes[index]) { index += 1 }
        return index > start
    }

    private func invalidNumber(_ start: Int) -> Problem {
        Problem(message: "invalid number", offset: start)
    }

    private static func digit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func hexDigit(_ byte: UInt8) -> Bool {
        digit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }

    /// The offset of the first byte that does not start valid UTF-8, or nil.
    static func invalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}

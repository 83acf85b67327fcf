/// Decides whether bytes are one valid JSON text (RFC 8259) and, when they are not, names the
/// first problem and the byte it is at.
///
/// The check is iterative (an explicit stack of open containers), so no nesting depth can exhaust
/// the call stack; ``JSONTreeWalker`` builds the tree afterwards and enforces the depth limit.
struct JSONValidator {
    /// What is wrong and at which byte offset (the end of the text for a cut-off document).
    struct Problem: Error, Equatable {
        var message: String
        var offset: Int
    }

    let bytes: [UInt8]
    /// The byte being read.
    var index = 0
    /// The open containers, innermost last: whether each is an object, and whether its first member
    /// (or its end) is still to come.
    private var open: [(isObject: Bool, isFresh: Bool)] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The first problem, or nil when the text is valid JSON.
    static func problem(in bytes: [UInt8]) -> Problem? {
        if let offset = invalidUTF8Offset(bytes) {
            return Problem(message: "the text is not valid UTF-8", offset: offset)
        }
        var validator = JSONValidator(bytes: bytes)
        return validator.validate()
    }

    private mutating func validate() -> Problem? {
        do throws(Problem) {
            try value()
            while !open.isEmpty { try continueContainer() }
            skipSpace()
            if index < bytes.count { throw Problem(message: "unexpected text after the JSON value", offset: index) }
            return nil
        } catch {
            return error
        }
    }

    /// One value; a container is only opened here (its contents are read by `continueContainer`,
    /// so nesting never recurses).
    private mutating func value() throws(Problem) {
        skipSpace()
        guard index < bytes.count else { throw endOfFile }
        switch bytes[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            open.append((bytes[index] == UInt8(ascii: "{"), true))
            index += 1
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: try literal()
        }
    }

    /// The next step inside the innermost container: its first member, or a comma and the next
    /// member, or its end.
    private mutating func continueContainer() throws(Problem) {
        skipSpace()
        guard index < bytes.count else { throw endOfFile }
        let (isObject, isFresh) = open[open.count - 1]
        if peek(isObject ? "}" : "]") { return close() }
        if isFresh {
            open[open.count - 1].isFresh = false
            return isObject ? try key() : try value()
        }
        guard peek(",") else {
            throw Problem(
                message: isObject ? "expected ',' or '}' in an object" : "expected ',' or ']' in an array",
                offset: index)
        }
        index += 1
        if isObject { try key() } else { try value() }
    }

    /// An object member's key and colon, then its value.
    private mutating func key() throws(Problem) {
        skipSpace()
        guard index < bytes.count else { throw endOfFile }
        guard peek("\"") else { throw Problem(message: "an object key must be a string", offset: index) }
        try string()
        skipSpace()
        guard index < bytes.count else { throw endOfFile }
        guard peek(":") else { throw Problem(message: "expected ':' after an object key", offset: index) }
        index += 1
        try value()
    }

    private mutating func close() {
        index += 1
        open.removeLast()
    }

    private var endOfFile: Problem {
        Problem(message: "unexpected end of file during JSON parse", offset: bytes.count)
    }

    private func peek(_ character: Unicode.Scalar) -> Bool {
        index < bytes.count && bytes[index] == UInt8(ascii: character)
    }

    private mutating func skipSpace() {
        while index < bytes.count, [9, 10, 13, 32].contains(bytes[index]) { index += 1 }
    }
}

/// Walks the bytes of Swift source that are code, skipping comments (`//`, nested `/* */`) and
/// string literals (`"…"` with escapes, `"""…"""`, and raw strings `#"…"#`), without parsing.
///
/// Used for cheap checks that must run before the parser; it only needs to be right for
/// well-formed text, and it never reads out of bounds on any input.
struct SwiftTextScanner {
    private let bytes: [UInt8]
    private var offset = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next byte that is code, with its offset; nil at the end.
    mutating func nextCodeByte() -> (Int, UInt8)? {
        while offset < bytes.count {
            let start = offset
            if skipComment() || skipString() { continue }
            offset += 1
            return (start, bytes[start])
        }
        return nil
    }

    /// Whether `pattern` is at `position`; the first byte is compared before anything else, as
    /// the loops below ask at nearly every byte.
    private func starts(_ pattern: StaticString, at position: Int) -> Bool {
        pattern.withUTF8Buffer { pattern in
            guard bytes[position] == pattern[0], position + pattern.count <= bytes.count else { return false }
            for index in 1..<pattern.count where bytes[position + index] != pattern[index] { return false }
            return true
        }
    }

    private mutating func skipComment() -> Bool {
        guard bytes[offset] == UInt8(ascii: "/") else { return false }
        if starts("//", at: offset) {
            while offset < bytes.count, bytes[offset] != 10 { offset += 1 }
            return true
        }
        guard starts("/*", at: offset) else { return false }
        var depth = 0
        while offset < bytes.count {
            if starts("/*", at: offset) {
                depth += 1
                offset += 2
            } else if starts("*/", at: offset) {
                depth -= 1
                offset += 2
                if depth == 0 { return true }
            } else {
                offset += 1
            }
        }
        return true
    }

    /// Skips a string literal starting at `offset` (after any `#` of a raw string).
    private mutating func skipString() -> Bool {
        guard bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == UInt8(ascii: "#") else { return false }
        var hashes = 0
        while offset + hashes < bytes.count, bytes[offset + hashes] == UInt8(ascii: "#") { hashes += 1 }
        guard offset + hashes < bytes.count, bytes[offset + hashes] == UInt8(ascii: "\"") else { return false }
        let isMultiline = starts("\"\"\"", at: offset + hashes)
        let quotes = isMultiline ? 3 : 1
        offset += hashes + quotes
        while offset < bytes.count {
            if hashes == 0, bytes[offset] == UInt8(ascii: "\\") {
                offset += 2
            } else if closes(quotes: quotes, hashes: hashes) {
                offset += quotes + hashes
                return true
            } else if !isMultiline, bytes[offset] == 10 {
                return true
            } else {
                offset += 1
            }
        }
        offset = min(offset, bytes.count)
        return true
    }

    /// Whether `quotes` quotes followed by `hashes` hashes start at `offset`.
    private func closes(quotes: Int, hashes: Int) -> Bool {
        guard bytes[offset] == UInt8(ascii: "\""), offset + quotes + hashes <= bytes.count else { return false }
        for index in 0..<(quotes + hashes) {
            let expected = index < quotes ? UInt8(ascii: "\"") : UInt8(ascii: "#")
            guard bytes[offset + index] == expected else { return false }
        }
        return true
    }
}

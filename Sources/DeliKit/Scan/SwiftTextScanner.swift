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

    private func starts(_ text: String, at position: Int) -> Bool {
        bytes[position...].starts(with: text.utf8)
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
        let quote = starts("\"\"\"", at: offset + hashes) ? "\"\"\"" : "\""
        let closing = quote + String(repeating: "#", count: hashes)
        offset += hashes + quote.utf8.count
        while offset < bytes.count {
            if hashes == 0, bytes[offset] == UInt8(ascii: "\\") {
                offset += 2
            } else if starts(closing, at: offset) {
                offset += closing.utf8.count
                return true
            } else if quote == "\"", bytes[offset] == 10 {
                return true
            } else {
                offset += 1
            }
        }
        offset = min(offset, bytes.count)
        return true
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether a function body may declare a type: it holds `class`, `struct`, `enum` or `actor` as a
/// word (in a comment or a string too). A byte search, so that the bodies the scan leaves out of
/// the parse stay out unless they may declare one (see ``LocalTypeReader``); most do not.
enum LocalTypeSearch {
    private static let keywords: [[UInt8]] = ["class", "struct", "enum", "actor"].map { Array($0.utf8) }

    static func mayDeclareType(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        keywords.contains { keyword in mentions(keyword, in: bytes) }
    }

    /// Whether `word` appears in `bytes` with no identifier character on either side: `memchr` for
    /// its first letter, then the rest compared.
    private static func mentions(_ word: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, bytes.count >= word.count else { return false }
        var start = 0
        while start + word.count <= bytes.count {
            guard let found = memchr(base + start, Int32(word[0]), bytes.count - start - word.count + 1) else {
                return false
            }
            start = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
            let end = start + word.count
            if word.indices.allSatisfy({ bytes[start + $0] == word[$0] }),
                start == 0 || !isIdentifierByte(bytes[start - 1]), end == bytes.count || !isIdentifierByte(bytes[end])
            {
                return true
            }
            start += 1
        }
        return false
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "`"), 0x80...:
            return true
        default:
            return false
        }
    }
}

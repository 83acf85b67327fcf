#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether a text holds the letters `Inject` anywhere (in a name, a comment or a string too): a
/// byte search with `memchr`, far cheaper than reading identifiers. When it says no, the text calls
/// neither `Inject` nor `InjectProperty`.
enum InjectSearch {
    static func mayMention(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, bytes.count >= 6 else { return false }
        let end = base + bytes.count
        var cursor = base
        while end - cursor >= 6, let found = memchr(cursor, Int32(UInt8(ascii: "I")), end - cursor - 5) {
            let letter = UnsafePointer(found.assumingMemoryBound(to: UInt8.self))
            if memcmp(letter + 1, "nject", 5) == 0 { return true }
            cursor = letter + 1
        }
        return false
    }

    static func mayMention(in text: String) -> Bool {
        var text = text
        return text.withUTF8 { mayMention(in: $0) }
    }
}

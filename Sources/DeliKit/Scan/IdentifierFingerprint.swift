/// A 64-bit fingerprint of an identifier: its UTF-8 bytes read eight at a time (the last word padded
/// with zeros), each word folded in with a multiply, then a final mix so every bit depends on every
/// byte (``IdentifierBloom`` takes its bit positions from it). The length is folded in first, so
/// the padding cannot make two identifiers agree.
///
/// The pre-filter compares fingerprints instead of strings, so reading a file's identifiers
/// allocates nothing per identifier. Two names with the same fingerprint only make the scan parse
/// a file it could have skipped; they never make it skip one.
enum IdentifierFingerprint {
    /// The fingerprint of `name`.
    static func of(_ name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { of(bytes: $0) }
    }

    /// The fingerprint of the identifier spelled by `bytes` (inlined: the reader calls it for every
    /// identifier of every file).
    @inline(__always)
    static func of(bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        of(UnsafeRawBufferPointer(bytes), from: 0, to: bytes.count)
    }

    /// The fingerprint of the identifier spelled by `text[start..<end]`. When `text` goes on for
    /// eight bytes past the identifier's last word, that word is loaded whole and masked instead of
    /// gathered byte by byte; the fingerprint is the same either way.
    @inline(__always)
    static func of(_ text: UnsafeRawBufferPointer, from start: Int, to end: Int) -> UInt64 {
        var hash = 0x9e37_79b9_7f4a_7c15 ^ UInt64(end - start)
        var offset = start
        while offset + 8 <= end {
            hash = WordMix.fold(WordMix.word(text, at: offset), into: hash)
            offset += 8
        }
        if offset < end { hash = WordMix.fold(lastWord(text, from: offset, to: end), into: hash) }
        return WordMix.finish(hash)
    }

    /// The one to seven bytes `text[offset..<end]` as a little-endian word padded with zeros.
    @inline(__always)
    private static func lastWord(_ text: UnsafeRawBufferPointer, from offset: Int, to end: Int) -> UInt64 {
        guard offset + 8 <= text.count else {
            return WordMix.paddedWord(UnsafeRawBufferPointer(rebasing: text[offset..<end]), at: 0)
        }
        return WordMix.word(text, at: offset) & (~0 >> UInt64(64 - 8 * (end - offset)))
    }

    /// The fingerprints of `names`.
    static func of(_ names: some Sequence<String>) -> FingerprintSet {
        FingerprintSet(names.lazy.map { of($0) })
    }
}

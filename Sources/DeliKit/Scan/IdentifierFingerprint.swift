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
        var hash = 0x9e37_79b9_7f4a_7c15 ^ UInt64(bytes.count)
        let raw = UnsafeRawBufferPointer(bytes)
        var index = 0
        while index + 8 <= bytes.count {
            hash = WordMix.fold(WordMix.word(raw, at: index), into: hash)
            index += 8
        }
        if index < bytes.count { hash = WordMix.fold(WordMix.paddedWord(raw, at: index), into: hash) }
        return WordMix.finish(hash)
    }

    /// The fingerprints of `names`.
    static func of(_ names: some Sequence<String>) -> FingerprintSet {
        FingerprintSet(names.lazy.map { of($0) })
    }
}

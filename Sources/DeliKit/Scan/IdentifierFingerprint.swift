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
            hash = fold(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)), into: hash)
            index += 8
        }
        if index < bytes.count {
            var tail: UInt64 = 0
            for position in index..<bytes.count { tail |= UInt64(bytes[position]) << (8 * UInt64(position - index)) }
            hash = fold(tail, into: hash)
        }
        return mix(hash)
    }

    /// The fingerprints of `names`.
    static func of(_ names: some Sequence<String>) -> FingerprintSet {
        FingerprintSet(names.lazy.map { of($0) })
    }

    private static func fold(_ word: UInt64, into hash: UInt64) -> UInt64 {
        let folded = (hash ^ word) &* 0xff51_afd7_ed55_8ccd
        return folded ^ (folded >> 29)
    }

    /// The finaliser of SplitMix64.
    private static func mix(_ value: UInt64) -> UInt64 {
        var value = value
        value = (value ^ (value >> 30)) &* 0xbf58_476d_1ce4_e5b9
        value = (value ^ (value >> 27)) &* 0x94d0_49bb_1331_11eb
        return value ^ (value >> 31)
    }
}

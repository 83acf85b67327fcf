/// A 64-bit fingerprint of an identifier: FNV-1a over its UTF-8 bytes, then a final mix so every bit
/// depends on every byte (``IdentifierBloom`` takes its bit positions from it).
///
/// The pre-filter compares fingerprints instead of strings, so reading a file's identifiers
/// allocates nothing per identifier. Two names with the same fingerprint only make the scan parse
/// a file it could have skipped; they never make it skip one.
enum IdentifierFingerprint {
    /// The fingerprint of `name`.
    static func of(_ name: String) -> UInt64 {
        of(bytes: name.utf8)
    }

    /// The fingerprint of the identifier spelled by `bytes`.
    static func of(bytes: some Sequence<UInt8>) -> UInt64 {
        var hash = start
        for byte in bytes { hash = adding(byte, to: hash) }
        return finished(hash)
    }

    /// The hash of no bytes; ``adding(_:to:)`` each byte, then ``finished(_:)``, gives the
    /// fingerprint (for readers that hash an identifier while they find its end).
    static let start: UInt64 = 0xcbf2_9ce4_8422_2325

    static func adding(_ byte: UInt8, to hash: UInt64) -> UInt64 {
        (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }

    static func finished(_ hash: UInt64) -> UInt64 {
        mix(hash)
    }

    /// The fingerprints of `names`.
    static func of(_ names: some Sequence<String>) -> FingerprintSet {
        FingerprintSet(names.lazy.map { of($0) })
    }

    /// The finaliser of SplitMix64.
    private static func mix(_ value: UInt64) -> UInt64 {
        var value = value
        value = (value ^ (value >> 30)) &* 0xbf58_476d_1ce4_e5b9
        value = (value ^ (value >> 27)) &* 0x94d0_49bb_1331_11eb
        return value ^ (value >> 31)
    }
}

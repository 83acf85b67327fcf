/// The 64-bit mixing steps deli's fingerprints and checksums are built from. Each is invertible
/// when its other input is held, so two inputs that differ in one word always leave different
/// states.
enum WordMix {
    /// Folds `word` into `hash`: a multiply by an odd constant, then a shifted xor.
    @inline(__always)
    static func fold(_ word: UInt64, into hash: UInt64) -> UInt64 {
        let folded = (hash ^ word) &* 0xff51_afd7_ed55_8ccd
        return folded ^ (folded >> 29)
    }

    /// The finaliser of SplitMix64: every bit of the result depends on every bit of `value`.
    @inline(__always)
    static func finish(_ value: UInt64) -> UInt64 {
        var value = value
        value = (value ^ (value >> 30)) &* 0xbf58_476d_1ce4_e5b9
        value = (value ^ (value >> 27)) &* 0x94d0_49bb_1331_11eb
        return value ^ (value >> 31)
    }

    /// The little-endian word at `offset` of `bytes`.
    @inline(__always)
    static func word(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The bytes from `offset` on, at most eight, as a little-endian word padded with zeros (0 past
    /// the end).
    @inline(__always)
    static func paddedWord(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt64 {
        guard offset < bytes.count else { return 0 }
        var word: UInt64 = 0
        for index in offset..<min(offset + 8, bytes.count) {
            word |= UInt64(bytes[index]) << (8 * UInt64(index - offset))
        }
        return word
    }
}

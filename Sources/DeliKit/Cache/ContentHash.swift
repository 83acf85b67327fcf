/// A 128-bit fingerprint of a file's contents: FNV-1a 64 and a second, independently mixed 64-bit
/// hash over the same bytes, plus the byte count.
///
/// Not cryptographic: it tells an edited file from the cached one, and a collision would need two
/// different texts of the same length to agree on both hashes.
public struct ContentHash: Hashable, Sendable {
    public var fnv: UInt64
    public var mixed: UInt64
    public var byteCount: Int

    public init(fnv: UInt64, mixed: UInt64, byteCount: Int) {
        self.fnv = fnv
        self.mixed = mixed
        self.byteCount = byteCount
    }

    /// The fingerprint of `text`'s UTF-8 bytes.
    public init(of text: String) {
        var text = text
        text.makeContiguousUTF8()
        self = text.utf8.withContiguousStorageIfAvailable { Self(bytes: $0) } ?? Self(bytes: Array(text.utf8))
    }

    /// The fingerprint of `bytes`.
    public init(bytes: some Collection<UInt8>) {
        var fnv: UInt64 = 0xcbf2_9ce4_8422_2325
        var mixed: UInt64 = 0x9e37_79b9_7f4a_7c15
        for byte in bytes {
            fnv = (fnv ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            mixed = ((mixed &+ UInt64(byte)) &* 0xff51_afd7_ed55_8ccd) ^ (mixed >> 29)
        }
        self.init(fnv: fnv, mixed: mixed, byteCount: bytes.count)
    }
}

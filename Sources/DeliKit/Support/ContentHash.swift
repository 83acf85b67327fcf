/// A 128-bit fingerprint of a file's contents: two independently mixed 64-bit hashes over the same
/// bytes, read eight at a time, plus the byte count.
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
        self =
            text.utf8.withContiguousStorageIfAvailable { Self(buffer: UnsafeRawBufferPointer($0)) }
            ?? Self(bytes: Array(text.utf8))
    }

    /// The fingerprint of `bytes`.
    public init(bytes: some Collection<UInt8>) {
        if let hash = bytes.withContiguousStorageIfAvailable({ Self(buffer: UnsafeRawBufferPointer($0)) }) {
            self = hash
        } else {
            self = Array(bytes).withUnsafeBytes { Self(buffer: $0) }
        }
    }

    /// The two hashes over `buffer`: whole 64-bit words first, then the last bytes one by one.
    private init(buffer: UnsafeRawBufferPointer) {
        var first: UInt64 = 0xcbf2_9ce4_8422_2325
        var second: UInt64 = 0x9e37_79b9_7f4a_7c15
        let words = buffer.count / 8
        for index in 0..<words {
            let word = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
            first = (first ^ word) &* 0x0000_0100_0000_01b3
            first ^= first >> 32
            second = ((second &+ word) &* 0xff51_afd7_ed55_8ccd) ^ (second >> 29)
        }
        for index in (words * 8)..<buffer.count {
            let byte = UInt64(buffer[index])
            first = (first ^ byte) &* 0x0000_0100_0000_01b3
            second = ((second &+ byte) &* 0xff51_afd7_ed55_8ccd) ^ (second >> 29)
        }
        self.init(fnv: first, mixed: second, byteCount: buffer.count)
    }
}

/// The size and FNV-1a 64-bit digest of a generated text, to check that two builds write the same
/// bytes without keeping both texts.
struct OutputDigest: CustomStringConvertible {
    let bytes: Int
    let digest: UInt64

    init(_ text: String) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var count = 0
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            count += 1
        }
        bytes = count
        digest = hash
    }

    var description: String {
        let hex = String(digest, radix: 16)
        return "\(bytes) bytes, fnv1a64 \(String(repeating: "0", count: 16 - hex.count))\(hex)"
    }
}

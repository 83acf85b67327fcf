/// A Bloom filter of a file's identifier fingerprints: at least sixteen bits per identifier, four
/// bits set per identifier, so a name the file does not mention is reported as "may contain" about
/// 0.25% of the time and a name it mentions always is.
///
/// Eight bits and three probes (3%) were too few: files written from one template have nearly the
/// same identifiers, so their filters answer a new name alike, and one name in four or five had a
/// hundred or more files of 10,000 read again for nothing.
///
/// The scan cache keeps one for each file the pre-filter skipped. When a later run finds a name
/// relevant that was not before, only the skipped files whose filter may contain it are read
/// again; the others are known not to mention it without being opened.
public struct IdentifierBloom: Hashable, Sendable {
    /// The bits, in whole words (at least one).
    public private(set) var words: [UInt64]

    public init(words: [UInt64]) {
        self.words = words.isEmpty ? [0] : words
    }

    /// A filter holding `fingerprints`.
    init(fingerprints: [UInt64]) {
        self.init(words: Array(repeating: 0, count: max(1, (fingerprints.count * Self.bitsPerIdentifier + 63) / 64)))
        for fingerprint in fingerprints {
            for probe in 0..<Self.probes { set(position(probe, of: fingerprint)) }
        }
    }

    /// False only when `fingerprint` was certainly not added.
    func mayContain(_ fingerprint: UInt64) -> Bool {
        for probe in 0..<Self.probes where !isSet(position(probe, of: fingerprint)) { return false }
        return true
    }

    /// True when any of `fingerprints` may have been added.
    func mayContainAny(_ fingerprints: some Sequence<UInt64>) -> Bool {
        fingerprints.contains { mayContain($0) }
    }

    private static let bitsPerIdentifier = 16
    private static let probes: UInt64 = 4

    /// The bit of the `probe`th hash, by double hashing the two halves of the (mixed) fingerprint.
    private func position(_ probe: UInt64, of fingerprint: UInt64) -> Int {
        let low = fingerprint & 0xffff_ffff
        let high = (fingerprint >> 32) | 1
        return Int((low &+ probe &* high) % UInt64(words.count * 64))
    }

    private mutating func set(_ position: Int) {
        words[position >> 6] |= 1 << UInt64(position & 63)
    }

    private func isSet(_ position: Int) -> Bool {
        words[position >> 6] & (1 << UInt64(position & 63)) != 0
    }
}

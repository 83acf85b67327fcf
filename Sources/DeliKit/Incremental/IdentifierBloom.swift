/// A Bloom filter of a file's identifier fingerprints: at least 24 bits per identifier, six bits set
/// per identifier, so a name the file does not mention is reported as "may contain" about 0.012% of
/// the time (about one file of 10,000 read for nothing per new name) and a name it mentions always is.
///
/// Eight bits and three probes (3%) were too few: files written from one template have nearly the
/// same identifiers, so their filters answer a new name alike, and one name in four or five had a
/// hundred or more files of 10,000 read again for nothing.
///
/// Each filter also mixes a seed made from its own identifiers into every probe. Without it, files
/// written from one template (the same identifiers but a few numbered ones, the same size) set
/// nearly the same bits, so a name one of them answers wrongly most of them answer wrongly: one new
/// name in ten still had ninety to a hundred and ten files of 10,000 read, with sixteen bits and four
/// probes. With it, the files' false answers are independent: with sixteen bits, twenty to forty
/// files for every name; with 24, one or two.
///
/// The scan cache keeps one for each file the pre-filter skipped. When a later run finds a name
/// relevant that was not before, only the skipped files whose filter may contain it are read
/// again; the others are known not to mention it without being opened.
public struct IdentifierBloom: Hashable, Sendable {
    /// The bits, in whole words (at least one).
    public private(set) var words: [UInt64]
    /// Mixed into every fingerprint before it is probed: the identifiers' fingerprints combined, so
    /// the same identifiers give the same filter whatever their order.
    public let seed: UInt64

    public init(words: [UInt64], seed: UInt64) {
        self.words = words.isEmpty ? [0] : words
        self.seed = seed
    }

    /// A filter holding `fingerprints`.
    init(fingerprints: [UInt64]) {
        self.init(
            words: Array(repeating: 0, count: max(1, (fingerprints.count * Self.bitsPerIdentifier + 63) / 64)),
            seed: Self.mixed(fingerprints.reduce(UInt64(fingerprints.count), ^)))
        for fingerprint in fingerprints {
            let seeded = seeded(fingerprint)
            for probe in 0..<Self.probes { set(position(probe, ofSeeded: seeded)) }
        }
    }

    /// False only when `fingerprint` was certainly not added.
    func mayContain(_ fingerprint: UInt64) -> Bool {
        let seeded = seeded(fingerprint)
        for probe in 0..<Self.probes where !isSet(position(probe, ofSeeded: seeded)) { return false }
        return true
    }

    /// True when any of `fingerprints` may have been added.
    func mayContainAny(_ fingerprints: some Sequence<UInt64>) -> Bool {
        fingerprints.contains { mayContain($0) }
    }

    private static let bitsPerIdentifier = 24
    private static let probes: UInt64 = 6

    /// `fingerprint` mixed with the filter's seed.
    private func seeded(_ fingerprint: UInt64) -> UInt64 {
        Self.mixed(fingerprint ^ seed)
    }

    /// The bit of the `probe`th hash of a fingerprint mixed with the seed (mixed once, for every
    /// probe), by double hashing its two halves.
    private func position(_ probe: UInt64, ofSeeded seeded: UInt64) -> Int {
        let low = seeded & 0xffff_ffff
        let high = (seeded >> 32) | 1
        return Int((low &+ probe &* high) % UInt64(words.count * 64))
    }

    /// SplitMix64's finaliser: every bit of the result depends on every bit of `value`.
    private static func mixed(_ value: UInt64) -> UInt64 {
        var value = value &+ 0x9e37_79b9_7f4a_7c15
        value = (value ^ (value >> 30)) &* 0xbf58_476d_1ce4_e5b9
        value = (value ^ (value >> 27)) &* 0x94d0_49bb_1331_11eb
        return value ^ (value >> 31)
    }

    private mutating func set(_ position: Int) {
        words[position >> 6] |= 1 << UInt64(position & 63)
    }

    private func isSet(_ position: Int) -> Bool {
        words[position >> 6] & (1 << UInt64(position & 63)) != 0
    }
}

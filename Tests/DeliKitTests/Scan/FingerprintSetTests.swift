import Testing

@testable import DeliKit

@Suite struct FingerprintSetTests {
    /// Fingerprints sharing their low bits all land on one slot and must be probed past each other.
    @Test func agreesWithSetThroughCollisionsGrowthAndZero() {
        var generator = SystemRandomNumberGenerator()
        let random = (0..<5_000).map { _ in UInt64.random(in: 1...UInt64.max, using: &generator) }
        let sameSlot = (1...300).map { UInt64($0) << 40 | 7 }
        let inserted = random + sameSlot + [0] + random.prefix(100)
        var set = FingerprintSet()
        set.formUnion(inserted)
        let expected = Set(inserted)
        #expect(set.count == expected.count)
        #expect(Set(set.elements) == expected)
        #expect(inserted.allSatisfy(set.contains))
        let absent =
            (0..<5_000).map { _ in UInt64.random(in: 1...UInt64.max, using: &generator) }
            .filter { !expected.contains($0) } + [UInt64(301) << 40 | 7]
        #expect(!absent.contains(where: set.contains))
    }

    @Test func anEmptySetHoldsNothingNotEvenZero() {
        let set = FingerprintSet()
        #expect(!set.contains(0) && !set.contains(42) && set.count == 0 && set.elements.isEmpty)
    }

    @Test func namesAreFoundByTheFingerprintsOfTheirIdentifiers() {
        let set = IdentifierFingerprint.of(["Component", "Logger"])
        #expect(set.contains(IdentifierFingerprint.of("Logger")))
        #expect(!set.contains(IdentifierFingerprint.of("Loggers")))
    }
}

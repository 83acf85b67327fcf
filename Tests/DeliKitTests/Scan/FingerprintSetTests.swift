import Testing

@testable import DeliKit

@Suite struct FingerprintSetTests {
    /// Fingerprints sharing their low bits all land on one slot and must be probed past each other.
    @Test func agreesWithSetThroughCollisionsGrowthAndZero() {
        var generator = SplitMix64(seed: 7)
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

@Suite struct IdentifierFingerprintsTests {
    /// The reader hashes each identifier while it finds its end; it must give what hashing the
    /// identifier's text gives, for every kind of identifier byte.
    @Test func aFilesFingerprintsAreThoseOfItsIdentifiers() {
        let text = """
            import Deli
            final class Café_2: Component, `Quoted` { let x9 = [_a: "s t", b0: 1_000] } // Zoë
            @MainActor func ü(_ _: Int) -> [String]? { nil }
            """
        let expected = Set(IdentifierReader.identifiers(in: text).map { IdentifierFingerprint.of($0) })
        let found = IdentifierReader.fingerprints(in: text)
        #expect(Set(found) == expected)
        #expect(found.count == expected.count)
        #expect(
            expected.contains(IdentifierFingerprint.of("Café_2")) && expected.contains(IdentifierFingerprint.of("x9")))
    }

    /// Words are read eight bytes at a time and the last one is padded: every length, and a change
    /// in any byte, must still give another fingerprint.
    @Test func everyLengthAndEveryByteCounts() {
        let base = String(repeating: "a", count: 24)
        var names = (1...24).map { String(base.prefix($0)) }
        for position in [0, 6, 7, 8, 15, 16, 23] {
            var bytes = Array(base.utf8)
            bytes[position] = UInt8(ascii: "b")
            names.append(String(decoding: bytes, as: UTF8.self))
        }
        #expect(Set(names.map { IdentifierFingerprint.of($0) }).count == names.count)
    }
}

import Testing

@testable import DeliKit

@Suite struct IdentifierBloomTests {
    let added = (0..<200).map { IdentifierFingerprint.of("Identifier\($0)") }

    @Test func everyAddedIdentifierMayBeThere() {
        let bloom = IdentifierBloom(fingerprints: added)
        #expect(added.allSatisfy(bloom.mayContain))
        #expect(bloom.mayContainAny([IdentifierFingerprint.of("Absent"), added[7]]))
    }

    @Test func aboutOneIdentifierInFourHundredThatIsAbsentMayBeThere() {
        let bloom = IdentifierBloom(fingerprints: added)
        let absent = (0..<20_000).map { IdentifierFingerprint.of("Other\($0)") }
        let falsePositives = absent.filter(bloom.mayContain).count
        // Sixteen bits and four probes per identifier: 0.24% expected; eight and three gave 3%.
        #expect(falsePositives < 100, "\(falsePositives) of 20,000 absent names may be there")
    }

    @Test func eachIdentifierTakesSixteenBits() {
        #expect(IdentifierBloom(fingerprints: added).words.count == 50)
        #expect(IdentifierBloom(fingerprints: []).words.count == 1)
        #expect(IdentifierBloom(fingerprints: Array(added.prefix(5))).words.count == 2)
    }
}

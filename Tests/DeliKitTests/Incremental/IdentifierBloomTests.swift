import Testing

@testable import DeliKit

@Suite struct IdentifierBloomTests {
    let added = (0..<200).map { IdentifierFingerprint.of("Identifier\($0)") }

    @Test func everyAddedIdentifierMayBeThere() {
        let bloom = IdentifierBloom(fingerprints: added)
        #expect(added.allSatisfy(bloom.mayContain))
        #expect(bloom.mayContainAny([IdentifierFingerprint.of("Absent"), added[7]]))
    }

    @Test func aboutOneIdentifierInEightThousandThatIsAbsentMayBeThere() {
        let bloom = IdentifierBloom(fingerprints: added)
        let absent = (0..<20_000).map { IdentifierFingerprint.of("Other\($0)") }
        let falsePositives = absent.filter(bloom.mayContain).count
        // 24 bits and six probes per identifier: 0.012% expected (2.4 of 20,000); sixteen and four
        // gave 0.24%, eight and three 3%.
        #expect(falsePositives < 15, "\(falsePositives) of 20,000 absent names may be there")
    }

    @Test func eachIdentifierTakes24Bits() {
        #expect(IdentifierBloom(fingerprints: added).words.count == 75)
        #expect(IdentifierBloom(fingerprints: []).words.count == 1)
        #expect(IdentifierBloom(fingerprints: Array(added.prefix(5))).words.count == 2)
    }

    /// Files written from one template: the same identifiers but three numbered ones, so their
    /// filters are the same size and nearly the same bits without a seed.
    @Test func filesFromOneTemplateAnswerAnAbsentNameIndependently() {
        let shared = (0..<60).map { "member\($0)" }
        let blooms = (0..<2_000).map { file in
            IdentifierBloom(
                fingerprints: (shared + ["Record\(file)", "Status\(file)", "Store\(file)"]).map(
                    IdentifierFingerprint.of))
        }
        let absent = (0..<200).map { IdentifierFingerprint.of("Added\($0)") }
        let answered = absent.map { name in blooms.filter { $0.mayContain(name) }.count }
        // 0.012% of 2,000 files is 0.24 per name; independent answers keep every name near that.
        // Without the seed, false answers came in bursts: in a 10,000-file project written from one
        // template, one new name in ten had 89 to 110 files read for nothing, the others one or none.
        #expect(answered.max()! <= 5, "a name was answered by \(answered.max()!) of 2,000 files")
        #expect(answered.reduce(0, +) <= 200)
    }

    @Test func theSameIdentifiersInAnyOrderMakeTheSameFilter() {
        #expect(IdentifierBloom(fingerprints: added) == IdentifierBloom(fingerprints: added.reversed()))
        #expect(
            IdentifierBloom(fingerprints: added).seed != IdentifierBloom(fingerprints: Array(added.dropLast())).seed)
    }
}

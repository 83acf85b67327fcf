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
    /// filters are the same size and, without a seed, nearly the same bits: a name whose probes all
    /// fall on the shared identifiers' bits was answered by every file at once (in a 10,000-file
    /// project written from one template, one new name in ten had 89 to 110 files read for nothing).
    /// With a seed each file answers at the filter's rate (about 0.03% at this size), on its own: of 100,000
    /// absent names, none is answered by more than two of 20 such files (without the seed, about
    /// nine names are answered by all 20).
    @Test func filesFromOneTemplateAnswerAnAbsentNameIndependently() {
        let shared = (0..<60).map { "member\($0)" }
        let blooms = (0..<20).map { file in
            IdentifierBloom(
                fingerprints: (shared + ["Record\(file)", "Status\(file)", "Store\(file)"]).map(
                    IdentifierFingerprint.of))
        }
        var most = 0
        var total = 0
        for name in 0..<100_000 {
            let fingerprint = IdentifierFingerprint.of("Added\(name)")
            let answered = blooms.reduce(0) { $0 + ($1.mayContain(fingerprint) ? 1 : 0) }
            most = max(most, answered)
            total += answered
        }
        #expect(most <= 2, "an absent name was answered by \(most) of 20 files at once")
        // 565 of the 2,000,000 answers (0.028%) are wrong with the seed.
        #expect(total <= 1_000)
    }

    @Test func theSameIdentifiersInAnyOrderMakeTheSameFilter() {
        #expect(IdentifierBloom(fingerprints: added) == IdentifierBloom(fingerprints: added.reversed()))
        #expect(
            IdentifierBloom(fingerprints: added).seed != IdentifierBloom(fingerprints: Array(added.dropLast())).seed)
    }
}

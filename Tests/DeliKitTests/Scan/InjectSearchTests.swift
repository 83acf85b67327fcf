import Testing

@testable import DeliKit

/// The byte search that lets the scan skip bodies without reading their identifiers: it must never
/// say no to a text that holds `Inject`.
@Suite struct InjectSearchTests {
    @Test(arguments: [
        "Inject", "x = Inject(A.self)", "InjectProperty(\"a\")", "Injected", "IIInject", "// Inject", "a.Inject",
        "I I Inject",
    ])
    func aTextWithTheLettersMayMentionIt(text: String) {
        #expect(InjectSearch.mayMention(in: text))
    }

    @Test(arguments: ["", "I", "Injec", "Inj ect", "inject", "INJECT", "IIIIInjec", "let x = 1", "Injec\nt"])
    func aTextWithoutTheLettersDoesNot(text: String) {
        #expect(!InjectSearch.mayMention(in: text))
    }

    @Test func everyPositionIsFound() {
        for prefix in 0..<40 {
            for suffix in 0..<3 {
                let text = String(repeating: "I", count: prefix) + "Inject" + String(repeating: "x", count: suffix)
                #expect(InjectSearch.mayMention(in: text), "at \(prefix)")
                #expect(!InjectSearch.mayMention(in: String(text.dropLast(suffix + 1))), "cut at \(prefix)")
            }
        }
    }

    @Test func identifiersReadWithoutAMatchAreCollected() {
        var seen: [UInt64] = []
        let text = Array("let alpha = beta(alpha)".utf8)
        let names = IdentifierFingerprint.of(["gamma"])
        let found = text.withUnsafeBufferPointer { IdentifierReader.mentionsAny(of: names, in: $0, collecting: &seen) }
        #expect(!found)
        #expect(seen == ["let", "alpha", "beta", "alpha"].map { IdentifierFingerprint.of($0) })
        let match = IdentifierFingerprint.of(["beta"])
        #expect(text.withUnsafeBufferPointer { IdentifierReader.mentionsAny(of: match, in: $0, collecting: &seen) })
    }
}

import Testing

@testable import DeliKit

@Suite struct KeySuggesterTests {
    @Test func distances() {
        #expect(KeySuggester.distance("kitten", "sitting") == 3)
        #expect(KeySuggester.distance("", "abc") == 3)
        #expect(KeySuggester.distance("same", "same") == 0)
        #expect(KeySuggester.distance("nmae", "name") == 1)
        #expect(KeySuggester.distance("ab", "ba") == 1)
    }

    @Test func suggestsOnlyCloseKeys() {
        let known = ConfigurationDecoder.entryKeys
        #expect(KeySuggester.suggestion(for: "clasName", among: known) == "className")
        #expect(KeySuggester.suggestion(for: "classname", among: known) == "className")
        #expect(KeySuggester.suggestion(for: "propertise", among: known) == "properties")
        #expect(KeySuggester.suggestion(for: "zzz", among: known) == nil)
        #expect(KeySuggester.suggestion(for: "imports", among: known) == nil)
    }
}

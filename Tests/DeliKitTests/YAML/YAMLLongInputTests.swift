import Testing

@testable import DeliKit

/// Long lines and deep nesting cost time in proportion to their size: one line of 200,000 items
/// took minutes when each item's column was counted from the start of its line, and 100,000 open
/// brackets made libyaml's work per token grow with the depth. The time limit makes the old
/// quadratic behaviour fail; the new one takes well under a second.
@Suite(.timeLimit(.minutes(1))) struct YAMLLongInputTests {
    @Test func aLongFlowSequenceOnOneLineIsLocatedItemByItem() throws {
        let count = 200_000
        let text = "x: [" + Array(repeating: "1", count: count).joined(separator: ",") + "]\n"
        let result = YAMLReader.read(text, file: "p.yml")
        #expect(result.diagnostics.isEmpty)
        let items = try #require(result.root?["x"]?.sequence)
        #expect(items.count == count)
        #expect(items[count - 1].location == SourceLocation(file: "p.yml", line: 1, column: 5 + 2 * (count - 1)))
    }

    @Test func columnsStayInBytesAcrossMultiByteCharactersOnALongLine() throws {
        let text = "x: [" + Array(repeating: "é", count: 50_000).joined(separator: ",") + ", last]\n"
        let items = try #require(YAMLReader.read(text, file: "p.yml").root?["x"]?.sequence)
        #expect(items[1].location == SourceLocation(file: "p.yml", line: 1, column: 8))
        #expect(items[50_000].location == SourceLocation(file: "p.yml", line: 1, column: 4 + 50_000 * 3 + 2))
    }

    @Test func aHundredThousandOpenMappingsStopAtTheNestingLimit() {
        let text = String(repeating: "{a: ", count: 100_000)
        let result = YAMLReader.read(text, file: "p.yml")
        #expect(result.root == nil)
        #expect(
            result.diagnostics.map { DiagnosticFormatter.text($0) } == [
                "p.yml:1:1025: error: the document nests more than 256 levels deep [DELI-C019]"
            ])
    }
}

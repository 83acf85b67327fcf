import Testing

@testable import DeliKit

@Suite struct PropertyListParserTests {
    private func parse(_ text: String) throws -> PropertyListValue {
        try PropertyListParser.parse(Array(text.utf8), file: "p")
    }

    @Test func readsDictionariesArraysStringsDataAndComments() throws {
        let value = try parse(
            """
            // !$*UTF8*$!
            { /* c */ a = "x\\"y\\n\\U00e9"; b = (1, two, "three",); c = {}; d = <0fBd 7a>; 'e f' = "$(SRCROOT)/x"; g = x-y.z_$1:2+3; }
            """)
        #expect(value["a"]?.string == "x\"y\né")
        #expect(value["b"]?.strings == ["1", "two", "three"])
        #expect(value["c"]?.dictionary?.isEmpty == true)
        #expect(value["d"]?.string == "<0fBd 7a>")
        #expect(value["e f"]?.string == "$(SRCROOT)/x")
        #expect(value["g"]?.string == "x-y.z_$1:2+3")
        #expect(value["b"]?.array?[1].location == SourceLocation(file: "p", line: 2, column: 39))
    }

    @Test func deepInputIsAnErrorNotACrash() {
        let text = String(repeating: "{a=", count: 50_000)
        #expect(throws: PropertyListError.self) { try parse(text) }
    }
}

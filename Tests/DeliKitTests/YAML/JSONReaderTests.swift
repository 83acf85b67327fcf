import Testing

@testable import DeliKit

@Suite struct JSONReaderTests {
    private func read(_ text: String) -> YAMLReadResult {
        JSONReader.read(Array(text.utf8), file: "p.json")
    }

    @Test func readsTypedValuesInOrderWithLocations() throws {
        let result = read("{\n  \"z\": 1,\n  \"a\": [true, null, 2.5, \"s\\u00e9\\n\", 1e2],\n  \"m\": {\"k\": -3}\n}")
        #expect(result.diagnostics.isEmpty)
        let root = try #require(result.root)
        #expect(root.mapping?.map(\.key) == ["z", "a", "m"])
        #expect(
            root["a"]
                == .sequence([
                    .scalar(.bool(true)), .scalar(.null), .scalar(.float(2.5)), .scalar(.string("sé\n")),
                    .scalar(.float(100)),
                ]))
        #expect(root["m"]?["k"] == .scalar(.int(-3)))
        #expect(root["z"]?.location == SourceLocation(file: "p.json", line: 2, column: 8))
        #expect(root["m"]?["k"]?.location == SourceLocation(file: "p.json", line: 4, column: 14))
    }

    @Test func aByteOrderMarkIsAllowed() throws {
        let result = JSONReader.read([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8), file: "p.json")
        #expect(result.diagnostics.isEmpty)
        #expect(try #require(result.root)["a"] == .scalar(.int(1)))
    }

    /// An integer past `Int` is read as YAML reads it: its digits, not a rounded `Double`.
    @Test func anIntegerPastIntKeepsItsDigitsAsYAMLDoes() throws {
        let json = try #require(read("{\"id\": 12345678901234567890, \"f\": 1.5e19}").root)
        let yaml = try #require(YAMLReader.read("id: 12345678901234567890", file: "p.yml").root)
        #expect(json["id"] == .scalar(.string("12345678901234567890")))
        #expect(json["id"] == yaml["id"])
        #expect(json["f"] == .scalar(.float(1.5e19)))
    }

    /// An empty file is an empty mapping, as in YAML: no root, no diagnostic.
    @Test(arguments: ["", " \n\t\r\n", "\u{FEFF}"])
    func anEmptyFileHasNoRootAndNoDiagnostic(text: String) {
        let result = read(text)
        #expect(result.root == nil)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func surrogatePairsDecode() throws {
        let root = try #require(read("{\"e\": \"\\ud83c\\udf89\"}").root)
        #expect(root["e"] == .scalar(.string("🎉")))
    }

    @Test func malformedJSONNamesFileAndPosition() {
        let result = read("{\"a\": 1,\n \"b\": x}")
        #expect(result.root == nil)
        #expect(
            result.diagnostics.map { DiagnosticFormatter.text($0) } == [
                "p.json:2:7: error: malformed JSON: invalid value [DELI-C015]"
            ])
    }

    @Test func truncatedJSONPointsAtTheEnd() {
        let result = read("{\"a\": [1,\n2")
        #expect(
            result.diagnostics.map { DiagnosticFormatter.text($0) } == [
                "p.json:2:2: error: malformed JSON: unexpected end of file during JSON parse [DELI-C015]"
            ])
    }

    @Test func duplicateKeyKeepsTheFirstAndIsReported() throws {
        let result = read("{\"a\": 1,\n \"a\": 2}")
        #expect(try #require(result.root)["a"] == .scalar(.int(1)))
        #expect(
            result.diagnostics.map { DiagnosticFormatter.text($0) } == [
                """
                p.json:2:2: error: duplicate key 'a' in the same mapping [DELI-C009]
                p.json:1:2: note: 'a' is first set here
                """
            ])
    }

    @Test func errorOffsetsAreBytesSoUnicodeKeysDoNotShiftColumns() {
        let result = read("{\"🎉\": x}")
        #expect(
            result.diagnostics.map { DiagnosticFormatter.text($0) } == [
                "p.json:1:10: error: malformed JSON: invalid value [DELI-C015]"
            ])
    }
}

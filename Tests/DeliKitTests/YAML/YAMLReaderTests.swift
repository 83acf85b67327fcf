import Testing

@testable import DeliKit

@Suite struct YAMLReaderTests {
    private func read(_ text: String) -> YAMLReadResult {
        YAMLReader.read(text, file: "p.yml")
    }

    private func texts(_ result: YAMLReadResult) -> [String] {
        result.diagnostics.map { DiagnosticFormatter.text($0) }
    }

    @Test func readsOrderedMappingWithTypedScalarsAndLocations() throws {
        let result = read("b: 1\na:\n  - x\n  - 'yes'\n  - yes\nc: {k: 2.5}\n")
        #expect(result.diagnostics.isEmpty)
        let root = try #require(result.root)
        #expect(root.mapping?.map(\.key) == ["b", "a", "c"])
        #expect(root["b"] == .scalar(.int(1)))
        #expect(root["a"] == .sequence([.scalar(.string("x")), .scalar(.string("yes")), .scalar(.bool(true))]))
        #expect(root["a"]?.sequence?[1].location == SourceLocation(file: "p.yml", line: 4, column: 5))
        #expect(root["c"]?["k"]?.location == SourceLocation(file: "p.yml", line: 6, column: 8))
        #expect(root.mapping?[2].keyLocation == SourceLocation(file: "p.yml", line: 6, column: 1))
    }

    @Test func columnsCountUTF8Bytes() throws {
        let root = try #require(read("é: [ü, x]\n").root)
        let items = try #require(root["é"]?.sequence)
        #expect(items[1].location == SourceLocation(file: "p.yml", line: 1, column: 10))
    }

    @Test func quotedAndTaggedScalars() throws {
        let root = try #require(
            read("a: \"12\"\nb: !!str 12\nc: !!int '0x10'\nd: !!float 1\ne: !!bool 'on'\nf: !foo 7\n").root)
        #expect(root["a"] == .scalar(.string("12")))
        #expect(root["b"] == .scalar(.string("12")))
        #expect(root["c"] == .scalar(.int(16)))
        #expect(root["d"] == .scalar(.float(1)))
        #expect(root["e"] == .scalar(.bool(true)))
        #expect(root["f"] == .scalar(.int(7)))
    }

    @Test func invalidTaggedValueIsReported() {
        #expect(texts(read("a: !!int abc\n")) == ["p.yml:1:4: error: 'abc' is not a valid !!int value [DELI-C014]"])
    }

    @Test func anchorsAliasesAndMergeKeys() throws {
        let text = "base: &b {host: h, port: 1}\ncopy: *b\nprod:\n  <<: *b\n  port: 2\n"
        let result = read(text)
        #expect(result.diagnostics.isEmpty)
        let root = try #require(result.root)
        #expect(root["copy"] == root["base"])
        #expect(root["copy"]?.location == SourceLocation(file: "p.yml", line: 2, column: 7))
        #expect(
            root["prod"]
                == .mapping([
                    YAMLMappingEntry(key: "host", value: .scalar(.string("h"))),
                    YAMLMappingEntry(key: "port", value: .scalar(.int(2))),
                ]))
    }

    @Test func unknownAliasIsAnError() {
        #expect(
            texts(read("a: *nope\n")) == [
                "p.yml:1:4: error: unknown alias '*nope': no anchor '&nope' is defined before it [DELI-C013]"
            ])
    }

    @Test func duplicateKeyPointsAtBothOccurrences() throws {
        let result = read("a: 1\nb: 2\na: 3\n")
        #expect(
            texts(result) == [
                """
                p.yml:3:1: error: duplicate key 'a' in the same mapping [DELI-C009]
                p.yml:1:1: note: 'a' is first set here
                """
            ])
        #expect(try #require(result.root)["a"] == .scalar(.int(1)))
    }

    @Test func secondDocumentIsReported() {
        #expect(
            texts(read("a: 1\n---\nb: 2\n")) == [
                "p.yml:2:1: error: the file holds more than one YAML document; Deli reads exactly one (remove the extra '---') [DELI-C010]"
            ])
    }

    @Test func malformedYAMLUsesLibyamlsProblemAndMark() {
        let result = read("a: 1\nb: [1, 2\nc: 3\n")
        #expect(result.root == nil)
        #expect(
            texts(result) == [
                """
                p.yml:3:2: error: malformed YAML: did not find expected ',' or ']' [DELI-C001]
                p.yml:2:4: note: while parsing a flow sequence
                """
            ])
    }

    @Test func mappingValueInWrongPlace() {
        #expect(
            texts(read("a: b: c\n")) == [
                "p.yml:1:5: error: malformed YAML: mapping values are not allowed in this context [DELI-C001]"
            ])
    }

    @Test func invalidUTF8IsMalformed() {
        let result = YAMLReader.read([0x61, 0x3A, 0x20, 0xFF, 0x0A], file: "p.yml")
        #expect(
            result.diagnostics.map { DiagnosticFormatter.text($0) } == [
                "p.yml:1:4: error: malformed YAML: invalid leading UTF-8 octet [DELI-C001]"
            ])
    }

    @Test func complexKeyIsReported() {
        #expect(
            texts(read("? [a, b]\n: 1\nc: 2\n")) == [
                "p.yml:1:3: error: a mapping key must be a scalar, not a mapping or a sequence [DELI-C018]"
            ])
    }

    @Test func deepNestingIsReportedNotCrashed() {
        let depth = YAMLTreeBuilder.maximumDepth + 10
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let result = read(text)
        #expect(result.root == nil)
        #expect(texts(result) == ["p.yml:1:257: error: the document nests more than 256 levels deep [DELI-C019]"])
    }

    @Test(arguments: ["", "# only a comment\n", "\n\n"])
    func emptyStreamHasNoRoot(text: String) {
        let result = read(text)
        #expect(result.root == nil)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func bareDocumentMarkerIsANullRoot() {
        let result = read("---\n")
        #expect(result.root == .scalar(.null))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func nulInDoubleQuotedScalarIsKept() throws {
        let root = try #require(read("a: \"x\\0y\"\n").root)
        #expect(root["a"] == .scalar(.string("x\u{0}y")))
    }

    @Test func billionLaughsIsStoppedAtTheNodeLimit() {
        var lines = ["l0: &l0 [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1...7 {
            let aliases = Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ")
            lines.append("l\(level): &l\(level) [\(aliases)]")
        }
        let result = read(lines.joined(separator: "\n") + "\n")
        #expect(result.root == nil)
        #expect(
            texts(result) == [
                "p.yml:6:45: error: the document expands to more than 1000000 nodes (through aliases); it is not read further [DELI-C021]"
            ])
    }
}

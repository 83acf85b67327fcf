import Testing

@testable import DeliKit

@Suite struct YAMLWriterTests {
    private func entry(_ key: String, _ value: YAMLNode) -> YAMLMappingEntry {
        YAMLMappingEntry(key: key, value: value)
    }

    private func roundTrip(_ node: YAMLNode) throws -> YAMLNode? {
        let text = try #require(YAMLWriter.write(node))
        let result = YAMLReader.read(text, file: "out.yml")
        #expect(result.diagnostics.isEmpty, "\(text)")
        return result.root
    }

    @Test(arguments: [
        "true", "123", "", "a: b", "- x", "null", "~", "yes", "0x1F", "1.5", ".inf", "#hash", "  lead", "trail ",
        "multi\nline\n", "ünïcödé ✓ 🎉", "quote ' and \" both", "tab\there", "x\u{0}y", "[1]", "{a}", "*alias",
        "&anchor", "!tag", "@at", "`tick", "%pct", "key:", "-", "?", "<<",
    ])
    func stringsNeedingQuotesRoundTrip(value: String) throws {
        let node = YAMLNode.mapping([entry(value, .scalar(.string(value)))])
        #expect(try roundTrip(node) == node)
    }

    @Test func typedScalarsAndNestingRoundTrip() throws {
        let node = YAMLNode.mapping([
            entry("int", .scalar(.int(-42))), entry("float", .scalar(.float(2.5))),
            entry("inf", .scalar(.float(-.infinity))), entry("nan", .scalar(.float(.nan))),
            entry("bool", .scalar(.bool(false))), entry("null", .scalar(.null)),
            entry("list", .sequence([.scalar(.int(1)), .mapping([entry("k", .scalar(.string("v")))]), .sequence([])])),
            entry("empty", .mapping([])),
        ])
        #expect(try roundTrip(node) == node)
    }

    @Test func outputIsDeterministicBlockStyle() throws {
        let node = YAMLNode.mapping([
            entry("name", .scalar(.string("App"))), entry("flag", .scalar(.string("true"))),
            entry("items", .sequence([.scalar(.int(1)), .scalar(.int(2))])),
        ])
        let text = try #require(YAMLWriter.write(node))
        #expect(text == "name: App\nflag: 'true'\nitems:\n- 1\n- 2\n")
        #expect(YAMLWriter.write(node) == text)
    }

    @Test func scalarRootRoundTrips() throws {
        let node = YAMLNode.scalar(.string("just text"))
        #expect(try roundTrip(node) == node)
    }
}

import Testing

@testable import DeliKit

@Suite struct PropertyTreeTests {
    private func tree(_ text: String, file: String = "p.yml") throws -> PropertyTree {
        PropertyTree(root: try #require(YAMLReader.read(text, file: file).root))
    }

    @Test func lookupReturnsValueAndWhereItCameFrom() throws {
        let properties = try tree("server:\n  hosts: [a, b]\n  'x.y': {port: 80}\n")
        let host = try #require(properties.node(at: "server.hosts[1]"))
        #expect(host == .scalar(.string("b")))
        #expect(host.location == SourceLocation(file: "p.yml", line: 2, column: 14))
        #expect(properties.node(at: "server['x.y'].port")?.scalar == .int(80))
        #expect(properties.node(at: "server.hosts[2]") == nil)
        #expect(properties.node(at: "server.missing") == nil)
        #expect(properties.node(at: "server.hosts.x") == nil)
        #expect(properties.node(at: "server..hosts") == nil)
    }

    @Test func deepMergeLaterWinsAndKeepsKeyOrder() throws {
        let base = try tree("a: {x: 1, y: [1, 2], z: {k: v}}\nb: keep\n", file: "base.yml")
        let overlay = try tree("a: {y: [3], z: scalar, w: new}\nc: added\n", file: "dev.yml")
        let merged = base.merging(overlay)
        let expected = try tree("a: {x: 1, y: [3], z: scalar, w: new}\nb: keep\nc: added\n")
        #expect(merged == expected)
        #expect(merged.node(at: "a.x")?.location?.file == "base.yml")
        #expect(merged.node(at: "a.w")?.location?.file == "dev.yml")
    }

    @Test func loaderMergesFilesInOrderWithGlobsSorted() throws {
        let fileSystem = InMemoryFileSystem(files: [
            "Conf/common/b.yml": "name: b\nlist: [1]\n", "Conf/common/a.yml": "name: a\nonlyA: true\n",
            "Conf/dev.json": "{\"name\": \"dev\", \"nested\": {\"k\": 1}}",
        ])
        var diagnostics: [Diagnostic] = []
        let loader = PropertyFileLoader(fileSystem: fileSystem)
        let patterns = ["Conf/common/*.yml", "Conf/dev.json"].map { PropertyFileLoader.Pattern($0, base: ".") }
        let merged = loader.load(patterns, diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        #expect(merged.node(at: "name")?.scalar == .string("dev"))
        #expect(merged.node(at: "onlyA")?.scalar == .bool(true))
        #expect(merged.node(at: "nested.k")?.location == SourceLocation(file: "Conf/dev.json", line: 1, column: 33))
        #expect(merged.root.mapping?.map(\.key) == ["name", "onlyA", "list", "nested"])
    }

    @Test func loaderReportsMissingMalformedAndNonMappingFiles() {
        var fileSystem = InMemoryFileSystem(files: [
            "bad.yml": "a: [1\n", "list.yml": "- 1\n", "locked.yml": "a: 1\n", "empty.yml": "",
        ])
        fileSystem.makeUnreadable("locked.yml")
        let at = SourceLocation(file: "deli.yml", line: 5, column: 7)
        let patterns = ["missing.yml", "none/*.yml", "bad.yml", "list.yml", "locked.yml", "empty.yml"].map {
            PropertyFileLoader.Pattern($0, base: ".", location: at)
        }
        var diagnostics: [Diagnostic] = []
        let tree = PropertyFileLoader(fileSystem: fileSystem).load(patterns, diagnostics: &diagnostics)
        #expect(tree == PropertyTree())
        #expect(
            diagnostics.map { DiagnosticFormatter.text($0) } == [
                "deli.yml:5:7: error: property file 'missing.yml' does not exist [DELI-C007]",
                "deli.yml:5:7: error: no property file matches 'none/*.yml' [DELI-C007]",
                """
                bad.yml:2:1: error: malformed YAML: did not find expected ',' or ']' [DELI-C001]
                bad.yml:1:4: note: while parsing a flow sequence
                """,
                "list.yml:1:1: error: a property file must hold a mapping at the top level, not a sequence [DELI-C003]",
                "locked.yml:1:1: error: cannot read 'locked.yml': Permission denied [DELI-C008]",
            ])
    }
}

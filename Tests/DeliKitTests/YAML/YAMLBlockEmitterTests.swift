import Testing

@testable import DeliKit

/// The direct writer must give libyaml's bytes for every tree it accepts, and accept the trees
/// Deli writes (printable ASCII scalars), so that `YAMLWriter`'s output never depends on the path.
@Suite struct YAMLBlockEmitterTests {
    private static let awkwardStrings = [
        "true", "123", "", "a: b", "- x", "null", "~", "yes", "0x1F", "1.5", ".inf", "#hash", "  lead", "trail ",
        "quote ' and \" both", "[1]", "{a}", "*alias", "&anchor", "!tag", "@at", "`tick", "%pct", "key:", "-",
        "?", "<<", "---", "--- x", "...", "a #b", "a#b", "a:b", "https://example.com:8080/x?y=1", "- ", "-x", "?x",
        ":x", "? x", ": x", "a ,b", "a, b", "'", "''", "Corner \"Deli\" \\ Shop", "Dictionary<String, [Int]>",
        "Outer.Inner", "(A, B) -> C", "x|y", "x > y", "a  b", " ", "=", "|", ">", "1e5", "-1", "+1", "0o17", "Null",
        "FALSE", "On", "n", "y", String(repeating: "k", count: 128), String(repeating: "v w ", count: 60),
    ]

    private func entry(_ key: String, _ value: YAMLNode) -> YAMLMappingEntry {
        YAMLMappingEntry(key: key, value: value)
    }

    private func expectSameText(_ node: YAMLNode, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let direct = YAMLBlockEmitter.text(of: node)
        #expect(direct != nil, "the tree should be written directly", sourceLocation: sourceLocation)
        #expect(direct == YAMLWriter.writeThroughLibYAML(node), sourceLocation: sourceLocation)
    }

    @Test(arguments: awkwardStrings)
    func awkwardStringsAsKeysValuesAndItems(text: String) {
        // libyaml writes keys over 128 bytes as `? key`, which the direct writer leaves to it.
        let key = text.utf8.count <= 128 ? text : "key"
        expectSameText(.mapping([entry(key, .scalar(.string(text)))]))
        expectSameText(.sequence([.scalar(.string(text)), .sequence([.scalar(.string(text))])]))
        expectSameText(
            .mapping([entry("list", .sequence([.mapping([entry(key, .sequence([.scalar(.string(text))]))])]))]))
    }

    @Test func typedScalarsAndEmptyCollectionsEverywhere() {
        let scalars: [YAMLNode] = [
            .scalar(.int(-42)), .scalar(.int(0)), .scalar(.float(2.5)), .scalar(.float(-.infinity)),
            .scalar(.float(.nan)), .scalar(.float(1e300)), .scalar(.bool(true)), .scalar(.null), .sequence([]),
            .mapping([]),
        ]
        expectSameText(.mapping(scalars.enumerated().map { entry("k\($0.offset)", $0.element) }))
        expectSameText(.sequence(scalars))
        expectSameText(.sequence(scalars.map { .sequence([$0, $0]) }))
        expectSameText(
            .mapping([entry("m", .mapping([entry("s", .sequence(scalars.map { .mapping([entry("x", $0)]) }))]))]))
    }

    @Test func randomTreesMatchLibYAML() {
        var random = SplitMix64(seed: 13)
        var written = 0
        for _ in 0..<1500 {
            let tree = randomCollection(depth: 4, using: &random)
            guard let direct = YAMLBlockEmitter.text(of: tree) else { continue }
            #expect(direct == YAMLWriter.writeThroughLibYAML(tree), "\(tree)")
            written += 1
        }
        #expect(written > 1100)
    }

    @Test func treesItCannotWriteGoToLibYAML() {
        for text in ["multi\nline", "tab\there", "ünïcödé", "x\u{0}y", "bell\u{7}"] {
            #expect(YAMLBlockEmitter.text(of: .mapping([entry("k", .scalar(.string(text)))])) == nil)
            #expect(YAMLWriter.write(.mapping([entry("k", .scalar(.string(text)))])) != nil)
        }
        #expect(YAMLBlockEmitter.text(of: .mapping([entry(String(repeating: "k", count: 129), .scalar(.null))])) == nil)
        #expect(YAMLBlockEmitter.text(of: .scalar(.string("root"))) == nil)
        #expect(YAMLBlockEmitter.text(of: .mapping([])) == nil)
    }

    private func randomCollection(depth: Int, using random: inout SplitMix64) -> YAMLNode {
        let count = Int.random(in: 1...4, using: &random)
        let items = (0..<count).map { _ in randomNode(depth: depth - 1, using: &random) }
        if Bool.random(using: &random) { return .sequence(items) }
        return .mapping(items.map { entry(randomString(using: &random), $0) })
    }

    private func randomNode(depth: Int, using random: inout SplitMix64) -> YAMLNode {
        switch Int.random(in: 0..<(depth > 0 ? 8 : 5), using: &random) {
        case 0: return .scalar(.int(Int.random(in: -1000...1000, using: &random)))
        case 1: return .scalar(.bool(Bool.random(using: &random)))
        case 2, 3: return .scalar(.string(randomString(using: &random)))
        case 4: return Bool.random(using: &random) ? .scalar(.null) : .sequence([])
        case 5: return .mapping([])
        default: return randomCollection(depth: depth, using: &random)
        }
    }

    /// Strings built from the characters that change libyaml's choices, plus the awkward list.
    private func randomString(using random: inout SplitMix64) -> String {
        if Int.random(in: 0..<4, using: &random) == 0 {
            return Self.awkwardStrings.randomElement(using: &random) ?? ""
        }
        let alphabet = Array("ab -:#?,[]{}'\"!&*|>%@`.~01eE+=/\\<")
        let length = Int.random(in: 0...8, using: &random)
        return String((0..<length).compactMap { _ in alphabet.randomElement(using: &random) })
    }
}

import Testing

@testable import DeliKit

@Suite struct PropertyPathTests {
    @Test(arguments: [
        ("a", [PropertyPath.Component.key("a")]),
        ("a.b", [.key("a"), .key("b")]),
        ("a[0]", [.key("a"), .index(0)]),
        ("a['k.x']", [.key("a"), .key("k.x")]),
        ("a[\"k\"]", [.key("a"), .key("k")]),
        ("a[1][2].b['c'][\"d\"].e", [.key("a"), .index(1), .index(2), .key("b"), .key("c"), .key("d"), .key("e")]),
        ("[0].x", [.index(0), .key("x")]),
        ("a['it\\'s']", [.key("a"), .key("it's")]),
        ("a['']", [.key("a"), .key("")]),
        ("server name.port", [.key("server name"), .key("port")]),
    ])
    func validPaths(text: String, components: [PropertyPath.Component]) {
        #expect(PropertyPath(text)?.components == components)
    }

    @Test(arguments: [
        "", ".", "a.", ".a", "a..b", "a[", "a[]", "a[x]", "a[-1]", "a[0", "a['k]", "a['k'", "a]", "a[0]b", "a['k']x",
        "a[\"k']", "a['k\\",
    ])
    func malformedPaths(text: String) {
        #expect(PropertyPath(text) == nil)
    }

    @Test func descriptionIsCanonical() {
        #expect(PropertyPath("a['b'][0][\"c.d\"]")?.description == "a.b[0]['c.d']")
        #expect(PropertyPath("[2]")?.description == "[2]")
    }
}

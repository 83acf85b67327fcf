import Testing

@testable import DeliKit

@Suite struct SwiftLiteralTests {
    @Test(arguments: [
        ("plain", #""plain""#),
        ("say \"hi\"", #""say \"hi\"""#),
        (#"back\slash"#, #""back\\slash""#),
        (#"\(interpolation)"#, #""\\(interpolation)""#),
        ("line\nbreak\ttab\r", #""line\nbreak\ttab\r""#),
        ("nul\u{0}bell\u{7}", #""nul\0bell\u{7}""#),
        ("한국어 ✓", #""한국어 ✓""#),
    ])
    func escapesStrings(input: String, expected: String) {
        #expect(SwiftLiteral.string(input) == expected)
    }

    @Test(arguments: [
        (1.5, "1.5"),
        (2.0, "2.0"),
        (1e300, "1e+300"),
        (-0.25, "-0.25"),
        (Double.infinity, "Double.infinity"),
        (-Double.infinity, "-Double.infinity"),
        (Double.nan, "Double.nan"),
    ])
    func spellsDoubles(input: Double, expected: String) {
        #expect(SwiftLiteral.double(input) == expected)
    }
}

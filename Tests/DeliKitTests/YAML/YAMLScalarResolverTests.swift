import Testing

@testable import DeliKit

@Suite struct YAMLScalarResolverTests {
    @Test(arguments: [
        ("", YAMLScalar.null), ("~", .null), ("null", .null), ("Null", .null), ("NULL", .null),
        ("true", .bool(true)), ("True", .bool(true)), ("TRUE", .bool(true)), ("yes", .bool(true)),
        ("Yes", .bool(true)), ("YES", .bool(true)), ("on", .bool(true)), ("On", .bool(true)), ("ON", .bool(true)),
        ("false", .bool(false)), ("False", .bool(false)), ("no", .bool(false)), ("NO", .bool(false)),
        ("off", .bool(false)), ("Off", .bool(false)), ("OFF", .bool(false)),
        ("tRUE", .string("tRUE")), ("y", .string("y")), ("n", .string("n")), ("FALSE", .bool(false)),
        ("Falsey", .string("Falsey")), ("Component", .string("Component")), ("nullable", .string("nullable")),
    ])
    func nullAndBool(text: String, expected: YAMLScalar) {
        #expect(YAMLScalarResolver.resolvePlain(text) == expected)
    }

    @Test(arguments: [
        ("0", 0), ("42", 42), ("-17", -17), ("+8", 8), ("1_000", 1000), ("0x1F", 31), ("-0xff", -255),
        ("0o17", 15), ("017", 15), ("0b101", 5), ("9223372036854775807", Int.max),
        ("-9223372036854775808", Int.min),
    ])
    func integers(text: String, expected: Int) {
        #expect(YAMLScalarResolver.resolvePlain(text) == .int(expected))
    }

    @Test(arguments: [
        ("1.5", 1.5), ("-0.25", -0.25), ("+.5", 0.5), ("1e3", 1000), ("6.02E+23", 6.02e23), ("1_000.5", 1000.5),
        ("2.", 2), (".inf", .infinity), ("-.Inf", -.infinity), ("+.INF", .infinity),
    ])
    func floats(text: String, expected: Double) {
        #expect(YAMLScalarResolver.resolvePlain(text) == .float(expected))
    }

    @Test(arguments: [".nan", ".NaN", ".NAN"])
    func notANumber(text: String) {
        guard case .float(let value) = YAMLScalarResolver.resolvePlain(text) else {
            Issue.record("\(text) is not a float")
            return
        }
        #expect(value.isNaN)
    }

    @Test(arguments: [
        "9223372036854775808", "0x", "08", "1.2.3", "1e", "_1", "abc", "12abc", "0xZZ", "-", ".", "1 2", "-.nan",
        "1:30",
    ])
    func stringsThatLookNumeric(text: String) {
        #expect(YAMLScalarResolver.resolvePlain(text) == .string(text))
    }

    @Test func explicitTagsForceTheType() {
        typealias Tag = YAMLScalarResolver.Tag
        #expect(YAMLScalarResolver.resolve("123", tag: Tag.string) == .string("123"))
        #expect(YAMLScalarResolver.resolve("0x10", tag: Tag.int) == .int(16))
        #expect(YAMLScalarResolver.resolve("3", tag: Tag.float) == .float(3))
        #expect(YAMLScalarResolver.resolve("off", tag: Tag.bool) == .bool(false))
        #expect(YAMLScalarResolver.resolve("~", tag: Tag.null) == .null)
        #expect(YAMLScalarResolver.resolve("abc", tag: Tag.int) == nil)
        #expect(YAMLScalarResolver.resolve("x", tag: "!custom") == nil)
    }

    @Test func floatTextReadsBack() {
        for value in [0.1, -2.5, 1e300, 123_456_789.125, Double.infinity, -Double.infinity] {
            #expect(YAMLScalarResolver.resolvePlain(YAMLScalarResolver.text(of: value)) == .float(value))
        }
    }
}

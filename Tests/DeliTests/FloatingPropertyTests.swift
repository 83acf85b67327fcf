import Deli
import Testing

/// The `Double` and `Float` getters on the values of the build check's fixture
/// `E006-float-overflow`, baked as the factory bakes them (a YAML float is a `Double`, a quoted
/// value a `String`, a YAML int an `Int`): each converts here exactly when that fixture reports no
/// E006, so the build check and the runtime agree.
@Suite struct FloatingPropertyTests {
    private static func converts(_ value: Any, as type: Double.Type) -> Bool {
        let context = AppContext()
        context.loadProperty(["v": value])
        return context.getProperty("v", type: type) != nil
    }

    private static func converts(_ value: Any, as type: Float.Type) -> Bool {
        let context = AppContext()
        context.loadProperty(["v": value])
        return context.getProperty("v", type: type) != nil
    }

    @Test(arguments: [
        ("1e400", false), ("nan", false), ("inf", false), ("-inf", false), ("1e300", true), ("2.5", true),
    ])
    func doubleFromString(text: String, converts: Bool) {
        #expect(Self.converts(text, as: Double.self) == converts)
    }

    @Test(arguments: [(1e300, true), (-1.5, true), (1e308, true)])
    func doubleFromNumber(number: Double, converts: Bool) {
        #expect(Self.converts(number, as: Double.self) == converts)
    }

    @Test func integersConvert() {
        #expect(Self.converts(12, as: Double.self))
        #expect(Self.converts(16_777_217, as: Float.self))
    }

    @Test(arguments: [("3.5e38", false), ("1e-50", true)])
    func floatFromString(text: String, converts: Bool) {
        #expect(Self.converts(text, as: Float.self) == converts)
    }

    @Test(arguments: [(1e39, false), (3.5e38, false), (3.4e38, true)])
    func floatFromNumber(number: Double, converts: Bool) {
        #expect(Self.converts(number, as: Float.self) == converts)
    }
}

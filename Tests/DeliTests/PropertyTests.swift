import Deli
import Testing

/// Property paths, typed getters, deep merge.
@Suite struct PropertyTests {
    nonisolated(unsafe) private static let tree: [String: Any] = [
        "server": ["url": "https://a.example", "port": 8080, "ratio": 0.5, "debug": true] as [String: Any],
        "list": [1, "two", ["k": "deep"] as [String: Any]] as [Any],
        "odd.key": ["x": "dotted"],
        "quoted": ["it's": "apostrophe", "a\\b": "backslash", "say \"hi\"": "quotes"],
        "flags": ["on": "true", "off": "0", "one": 1, "two": 2] as [String: Any],
        "numbers": [
            "big": 300, "neg": -1, "text": "123", "float": "2.5", "garbage": "12abc", "fraction": 1.5,
            "huge": "1e400", "whole": 4.0,
        ] as [String: Any],
    ]

    private func context() -> AppContext {
        let context = AppContext()
        context.loadProperty(Self.tree)
        return context
    }

    @Test(arguments: [
        ("server.url", "https://a.example"),
        ("server['url']", "https://a.example"),
        ("server[\"url\"]", "https://a.example"),
        ("['server'].url", "https://a.example"),
        ("list[1]", "two"),
        ("list[2].k", "deep"),
        ("list[2]['k']", "deep"),
        ("['odd.key'].x", "dotted"),
        ("quoted['it\\'s']", "apostrophe"),
        ("quoted[\"it's\"]", "apostrophe"),
        ("quoted['a\\\\b']", "backslash"),
        ("quoted[\"say \\\"hi\\\"\"]", "quotes"),
        ("quoted['say \"hi\"']", "quotes"),
    ])
    func pathGrammar(path: String, expected: String) {
        #expect(context().getProperty(path) as? String == expected)
    }

    @Test(arguments: [
        "", ".", "server.", ".server", "server..url", "server[", "server[0", "server['url'", "server['url]",
        "server[x]", "server[-1]", "server]", "list[9]", "list[1].x", "missing", "server.url.deeper", "server[]",
        "list[1]x", "quoted['it\\'s", "quoted['a\\']", "quoted['a\\",
    ])
    func malformedOrMissingPathIsNil(path: String) {
        #expect(context().getProperty(path) == nil)
        #expect(context().getProperty(path, type: String.self) == nil)
    }

    @Test func typedGettersConvert() {
        let context = context()
        #expect(context.getProperty("server.port", type: Int.self) == 8080)
        #expect(context.getProperty("server.port", type: String.self) == "8080")
        #expect(context.getProperty("server.port", type: Double.self) == 8080)
        #expect(context.getProperty("server.ratio", type: Float.self) == 0.5)
        #expect(context.getProperty("server.debug", type: Bool.self) == true)
        #expect(context.getProperty("flags.on", type: Bool.self) == true)
        #expect(context.getProperty("flags.off", type: Bool.self) == false)
        #expect(context.getProperty("flags.one", type: Bool.self) == true)
        #expect(context.getProperty("numbers.text", type: Int16.self) == 123)
        #expect(context.getProperty("numbers.text", type: UInt64.self) == 123)
        #expect(context.getProperty("numbers.float", type: Double.self) == 2.5)
        #expect(context.getProperty("numbers.whole", type: Int32.self) == 4)
        #expect(context.getProperty("numbers.neg", type: Int8.self) == -1)
    }

    @Test func overflowAndGarbageAreNil() {
        let context = context()
        #expect(context.getProperty("numbers.big", type: Int8.self) == nil)
        #expect(context.getProperty("numbers.big", type: UInt8.self) == nil)
        #expect(context.getProperty("numbers.neg", type: UInt.self) == nil)
        #expect(context.getProperty("numbers.garbage", type: Int.self) == nil)
        #expect(context.getProperty("numbers.garbage", type: Double.self) == nil)
        #expect(context.getProperty("numbers.fraction", type: Int.self) == nil)
        #expect(context.getProperty("numbers.huge", type: Float.self) == nil)
        #expect(context.getProperty("flags.two", type: Bool.self) == nil)
        #expect(context.getProperty("server.url", type: Bool.self) == nil)
        #expect(context.getProperty("server.debug", type: Int.self) == nil)
        #expect(context.getProperty("server", type: String.self) == nil)
    }

    @Test func loadPropertyDeepMerges() {
        let module = ModuleFactory()
        module.loadProperty(["server": ["url": "a", "port": 1] as [String: Any], "list": [1, 2]])
        module.loadProperty(["server": ["url": "b"] as [String: Any], "list": [3]])
        let context = AppContext().load(module)
        #expect(context.getProperty("server.url", type: String.self) == "b")
        #expect(context.getProperty("server.port", type: Int.self) == 1)
        #expect(context.getProperty("list[0]", type: Int.self) == 3)
        #expect(context.getProperty("list[1]") == nil)
    }

    @Test func contextPropertiesComeBeforeModulesAndModulesInOrder() {
        let low = ModuleFactory()
        low.loadProperty(["a": "low", "b": "low"])
        let high = ModuleFactory()
        high.loadProperty(["a": "high"])
        let context = AppContext().load(low, priority: .low).load(high, priority: .high)
        #expect(context.getProperty("a", type: String.self) == "high")
        #expect(context.getProperty("b", type: String.self) == "low")
        context.loadProperty(["a": "context"])
        #expect(context.getProperty("a", type: String.self) == "context")
    }

    @Test func configPropertyIsTheRegisteredInstance() {
        let context = AppContext().load([AppFactory.self])
        let config = context.getProperty("server", type: ServerConfig.self)
        #expect(config?.url == "https://dev.example.com")
        #expect(config?.isDebug == true)
        #expect(context.resolveProperty("server.port", type: UInt16.self) == 8080)
    }
}

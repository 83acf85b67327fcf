import Testing

@testable import DeliKit

/// `` `Foo` `` and `Foo` are one type: the backticks come off every identifier that needs none, and
/// stay on a keyword or special type name, which the generated code must write with them.
@Suite struct BacktickedNameTests {
    @Test(arguments: [
        ("Foo", "Foo"), ("`Foo`", "Foo"), ("[`Foo`]", "[Foo]"), ("`Outer`.`Inner`", "Outer.Inner"),
        ("Dictionary<`Key`,`Value`>", "Dictionary<Key,Value>"), ("`Type`", "`Type`"), ("`default`", "`default`"),
        ("Outer.`Type`", "Outer.`Type`"), ("`Unclosed", "`Unclosed"),
    ])
    func backticksComeOffWhereSwiftNeedsNone(written: String, name: String) {
        #expect(TypeText.withoutBackticks(written) == name)
    }

    @Test func theFactoryWritesTheNameWithoutBackticksWhereItNeedsNone() throws {
        let source = """
            import Deli
            protocol `Service` {}
            final class `Foo`: Service, Component {}
            final class `Type`: Component {}
            final class Bar: Autowired {
                required init(_ service: Service, _ foo: `Foo`, _ type: `Type`) {}
            }

            """
        let files = ["deli.yml": "config:\n  App:\n    target: App\n", "Sources/App/App.swift": source]
        let outcome = DeliPipeline(fileSystem: InMemoryFileSystem(files: files)).run(configPath: "deli.yml")
        #expect(outcome.allDiagnostics == [])
        let factory = try #require(outcome.targets.first?.factorySource)
        #expect(factory.contains("context.resolve(Foo.self, qualifier: \"\")"))
        #expect(factory.contains("context.resolve(`Type`.self, qualifier: \"\")"))
        #expect(factory.contains(".link((any Service).self)"))
        #expect(!factory.contains("`Foo`"))
    }
}

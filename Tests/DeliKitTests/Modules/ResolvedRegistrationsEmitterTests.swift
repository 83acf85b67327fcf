import Testing

@testable import DeliKit

/// The resolved file's registrations are written straight to bytes; the text must be what libyaml
/// writes for the same tree, for every scalar that needs quoting, and libyaml must still write the
/// files that hold text only it writes.
@Suite struct ResolvedRegistrationsEmitterTests {
    /// Qualifiers a plain scalar would read back as something else, or that start or hold an
    /// indicator, next to plain ones.
    private static let qualifiers = [
        "", "true", "No", "null", "~", "123", "-4", "1.5", ".inf", "0x1F", "- x", "a: b", "a:b", "#c", "x #y",
        " lead", "trail ", "it's", "'quoted'", "---", "...x", "[x]", "{x}", "&a", "*a", "!t", "|", ">", "%", "@",
        "`", "?", "? x", "plain", "two words", "Ünïcode",
    ]

    private static func source(qualifiers: [String]) -> String {
        var text = "import Deli\nprotocol Store: AnyObject {}\nprotocol Cache {}\n"
        for (index, qualifier) in qualifiers.enumerated() {
            text += """
                final class Store\(index): Store, Cache, Component {
                    let qualifier: String? = "\(qualifier)"
                    init() {}
                }

                """
        }
        text += """
            final class User: Autowired {
                required init(plain store: Store, _ caches: [Cache]) {}
            }
            final class Lazy: LazyAutowired {
                let qualifier: String? = "true"
                init() {}
                func inject(_ store: Store) {}
            }
            """
        return text
    }

    private static func outcome(qualifiers: [String], properties: String = "a: 1\n") throws -> TargetOutcome {
        let files = [
            "deli.yml": "target: [App]\nconfig:\n  App:\n    project: App\n    properties: [app.yml]\n",
            "app.yml": properties, "App/App.swift": source(qualifiers: qualifiers),
        ]
        let outcome = DeliPipeline(fileSystem: InMemoryFileSystem(files: files)).run(configPath: "deli.yml")
        return try #require(outcome.targets.first)
    }

    @Test func writesWhatLibYAMLWritesForEveryQuotingRule() throws {
        let ascii = Self.qualifiers.filter { $0.utf8.allSatisfy { $0 < 0x80 } }
        let target = try Self.outcome(qualifiers: ascii)
        let graph = try #require(target.graph)
        let writer = ResolvedFileWriter()
        let emitted = try #require(writer.emittedText(for: graph, target: target.target)?.text)
        #expect(
            emitted
                == YAMLWriter.writeThroughLibYAML(writer.node(for: graph, target: target.target)).map {
                    ResolvedFileHeader.line + "\n" + $0
                })
        #expect(emitted.contains("- type: Store1\n  qualifier: 'true'\n"))
        #expect(emitted.contains("  links:\n  - Cache\n  - Store\n"))
        #expect(emitted.contains("  - type: Store\n    qualifier: plain\n    qualifierBy: null\n    array: false\n"))
        #expect(emitted.hasSuffix("properties:\n  a: 1\n"))
    }

    @Test func anEmptyModuleListsNoRegistrations() throws {
        let files = ["deli.yml": "target: [App]\nconfig:\n  App:\n    project: App\n", "App/A.swift": "struct A {}\n"]
        let outcome = DeliPipeline(fileSystem: InMemoryFileSystem(files: files)).run(configPath: "deli.yml")
        let target = try #require(outcome.targets.first)
        let graph = try #require(target.graph)
        let writer = ResolvedFileWriter()
        let emitted = try #require(writer.emittedText(for: graph, target: target.target)?.text)
        #expect(emitted.contains("\nregistrations: []\nproperties: {}\n"))
        #expect(
            emitted
                == YAMLWriter.writeThroughLibYAML(writer.node(for: graph, target: target.target)).map {
                    ResolvedFileHeader.line + "\n" + $0
                })
    }

    @Test func textOnlyLibYAMLWritesGoesThroughLibYAML() throws {
        let target = try Self.outcome(qualifiers: ["plain", "Ünïcode"], properties: "name: Zoë\n")
        let graph = try #require(target.graph)
        let writer = ResolvedFileWriter()
        #expect(writer.emittedText(for: graph, target: target.target) == nil)
        let expected = try #require(YAMLWriter.writeThroughLibYAML(writer.node(for: graph, target: target.target)))
        #expect(writer.yaml(for: graph, target: target.target) == ResolvedFileHeader.line + "\n" + expected)
        #expect(expected.contains("qualifier: Ünïcode\n"))
    }
}

import Testing

@testable import DeliKit

@Suite struct PropertyChecksTests {
    private let source = SourceFile(
        path: "Config.swift",
        text: """
            struct ServerConfig: ConfigProperty {
                let target = "server"
                let port: Int
            }
            final class Screen: Inject {
                @Dependency(qualifierBy: "screen.logger") var logger: Logger
            }
            final class Console: Logger, Component { var qualifier: String? { "console" } }
            """)

    @Test func unconvertibleValueHasANoteWhereTheValueIsWritten() {
        let valueLocation = SourceLocation(file: "application-dev.yml", line: 2, column: 9)
        let dev = FactTablePropertySource(facts: [
            "server.port": PropertyFact(kind: .string, text: "eighty", location: valueLocation),
            "screen.logger": PropertyFact(kind: .string, text: "console"),
        ])
        let result = GraphChecker.check([source], properties: ["dev": dev])
        #expect(
            DiagnosticFormatter.text(result.diagnostics) == """
                Config.swift:3:9: error: property 'server.port' in profile 'dev' is the string "eighty", which cannot \
                be read as 'Int' [DELI-E006]
                application-dev.yml:2:9: note: value defined here

                """)
    }

    @Test func everyProfileIsCheckedAndNamedInOrder() {
        let empty = FactTablePropertySource(facts: [:])
        let result = GraphChecker.check([source], properties: ["prod": empty, "dev": empty])
        #expect(
            result.diagnostics.map(\.message) == [
                "property 'server.port' is not defined in profile 'dev'",
                "property 'server.port' is not defined in profile 'prod'",
                "property 'screen.logger' is not defined in profile 'dev'",
                "property 'screen.logger' is not defined in profile 'prod'",
            ])
        #expect(result.diagnostics.allSatisfy { $0.id == .missingProperty })
    }

    @Test func withoutProfilesNoPropertyIsChecked() {
        #expect(GraphChecker.check([source]).diagnostics.isEmpty)
    }

    private func field(_ type: String, optional: Bool = false, nested: Bool = false) -> ConfigPropertyField {
        ConfigPropertyField(
            name: "f", typeName: type, isOptional: optional, isNested: nested,
            location: SourceLocation(file: "A.swift", line: 1, column: 1))
    }

    @Test(arguments: [
        (PropertyFact.Kind.int, "127", "Int8", true), (.int, "128", "Int8", false), (.string, "-5", "Int", true),
        (.float, "2.0", "UInt", true), (.float, "2.5", "Int", false), (.bool, "true", "Int", false),
        (.string, "1", "Bool", true), (.bool, "false", "Bool", true), (.int, "2", "Bool", false),
        (.string, "1e3", "Double", true), (.string, "abc", "Float", false), (.sequence, "", "String", false),
        (.float, "0.1", "String", true), (.sequence, "", "URL", true), (.int, "1", "UInt64", true),
    ])
    func conversionsFollowTheRuntimeGetters(kind: PropertyFact.Kind, text: String, type: String, converts: Bool) {
        let fact = PropertyFact(kind: kind, text: text)
        #expect(PropertyConversion.converts(fact, to: field(type)) == converts)
    }

    @Test func aNestedConfigPropertyIsNotReadAtItsFieldAndNullOnlyFitsOptionals() {
        // A nested ConfigProperty is built from its own `target`: what `target.field` holds is not read.
        #expect(PropertyConversion.converts(PropertyFact(kind: .mapping, text: ""), to: field("Pool", nested: true)))
        #expect(PropertyConversion.converts(PropertyFact(kind: .int, text: "1"), to: field("Pool", nested: true)))
        let null = PropertyFact(kind: .null, text: "")
        #expect(PropertyConversion.converts(null, to: field("Int", optional: true)))
        #expect(!PropertyConversion.converts(null, to: field("Int")))
    }
}

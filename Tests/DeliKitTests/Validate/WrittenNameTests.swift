import Testing

@testable import DeliKit

/// Names written in ways Swift reads as the plain name: a backticked field (`` `default` ``) and a
/// type qualified by the standard library's module (`Swift.String`) are the field `default` and
/// the type `String` to the checks and to the generated code.
@Suite struct WrittenNameTests {
    private func app(_ source: String, common: String) -> ProfiledApp {
        ProfiledApp(source: "import Deli\n" + source, common: common, profiles: [])
    }

    @Test func aBacktickedFieldIsReadFromThePlainPath() throws {
        let project = app(
            "struct ServerConfig: ConfigProperty {\n    let target = \"server\"\n    let `default`: String\n}\n",
            common: "server:\n  default: primary\n")
        #expect(project.diagnostics().isEmpty)
        let factory = try #require(project.factory())
        #expect(factory.contains("default: context.resolveProperty(\"server.default\", type: String.self)"))
        #expect(!factory.contains("`default`"))
    }

    @Test func aFieldOfASwiftQualifiedTypeIsAScalar() throws {
        let project = app(
            "struct DB: ConfigProperty {\n    let target = \"db\"\n    let name: Swift.String\n"
                + "    let port: Swift.Int?\n    let retries: Swift.Optional<Swift.Int>\n}\n",
            common: "db:\n  name: n\n  port: 5\n")
        #expect(project.diagnostics().isEmpty)
        let factory = try #require(project.factory())
        #expect(factory.contains("name: context.resolveProperty(\"db.name\", type: String.self)"))
        #expect(factory.contains("port: context.getProperty(\"db.port\", type: Int.self)"))
    }

    @Test func aSwiftQualifiedFieldStillNeedsItsValue() {
        let project = app(
            "struct DB: ConfigProperty {\n    let target = \"db\"\n    let name: Swift.String\n}\n",
            common: "other: 1\n")
        #expect(
            project.diagnostics() == [
                """
                App.swift:4:9: error: property 'db.name' is not defined in profile 'default' [DELI-E005]
                common.yml:1:1: note: profile 'default' reads this file, which lacks 'db.name'
                """
            ])
    }

    @Test func theLabelsThatAreKeywordsInACallKeepTheirBackticks() throws {
        let project = app(
            "protocol Logger {}\n"
                + "final class Plain: Logger, Component {\n    let qualifier = \"inout\"\n    init() {}\n}\n"
                + "final class Fancy: Logger, Component {\n    let qualifier = \"default\"\n    init() {}\n}\n"
                + "final class User: Autowired {\n    required init(`inout` a: Logger, `default` b: Logger) {}\n}\n",
            common: "")
        let factory = try #require(project.factory())
        #expect(factory.contains("`inout`: context.resolve("))
        #expect(factory.contains(" default: context.resolve("))
    }

    @Test func standardModuleNamesComeOffOnlyWhereTheyQualifyAType() {
        #expect(TypeText.withoutStandardModule("Swift.Optional<Swift.Int>") == "Optional<Int>")
        #expect(TypeText.withoutStandardModule("[Swift.String:Swift.Int]") == "[String:Int]")
        #expect(TypeText.withoutStandardModule("MySwift.Int") == "MySwift.Int")
        #expect(TypeText.withoutStandardModule("Outer.Swift.Int") == "Outer.Swift.Int")
        #expect(TypeText.withoutStandardModule("Int") == "Int")
    }

    @Test func anOwnershipSpecifierIsNotPartOfTheDependency() throws {
        let project = app(
            "protocol Logger {}\nfinal class Console: Logger, Component { init() {} }\n"
                + "final class A: Autowired { required init(_ l: consuming Logger) {} }\n"
                + "final class B: Autowired { required init(_ l: borrowing Logger) {} }\n"
                + "final class C: LazyAutowired {\n    init() {}\n    func inject(_ l: sending Logger) {}\n}\n"
                + "final class D: Autowired { required init(_ l: __owned Logger) {} }\n",
            common: "")
        #expect(project.diagnostics().isEmpty)
        let factory = try #require(project.factory())
        #expect(!factory.contains("consuming") && !factory.contains("sending"))
    }

    @Test func anInoutParameterIsStillUninjectable() {
        let diagnostics = app(
            "protocol Logger {}\nfinal class A: Autowired { required init(_ l: inout Logger) {} }\n", common: ""
        ).diagnostics()
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.contains("[DELI-E008]") == true)
    }

    @Test func aSwiftQualifiedDependencyIsTheTypeItNames() throws {
        let project = app(
            "protocol Logger {}\nfinal class Console: Logger, Component { init() {} }\n"
                + "final class A: Autowired { required init(_ all: Swift.Array<any Logger>) {} }\n",
            common: "")
        #expect(project.diagnostics().isEmpty)
        let factory = try #require(project.factory())
        #expect(factory.contains("context.resolve([any Logger].self"))
    }
}

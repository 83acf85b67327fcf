import Testing

@testable import DeliKit

/// `className:` must be a name the generated `final class` can have.
@Suite struct ClassNameTests {
    private func messages(className: String) -> [String] {
        let config = "config:\n  App:\n    project: .\n    target: App\n    className: \(className)\n"
        let fileSystem = InMemoryFileSystem(files: ["deli.yml": config, "Sources/App/A.swift": ""])
        let result = ConfigurationLoader(fileSystem: fileSystem).load(configPath: "deli.yml")
        return result.diagnostics.map { DiagnosticFormatter.text($0) }
    }

    @Test(arguments: [
        ("class", "a Swift keyword"), ("init", "a Swift keyword"), ("_", "a Swift keyword"),
        ("self", "a Swift keyword"), ("Self", "a special Swift type name"), ("Any", "a special Swift type name"),
        ("Type", "a special Swift type name"), ("Protocol", "a special Swift type name"),
        ("ModuleFactory", "a name the generated code uses"), ("AppContext", "a name the generated code uses"),
        ("String", "a name the generated code uses"),
    ])
    func reservedNamesAreRejectedWhereTheyAreWritten(name: String, reason: String) {
        #expect(
            messages(className: name) == [
                "deli.yml:5:16: error: 'className' must be a name a class can have ('\(name)' is \(reason)); "
                    + "found '\(name)' [DELI-C016]"
            ])
    }

    @Test(arguments: ["AppFactory", "_Factory", "Classy", "Types", "Initializer", "ÉcoleFactory"])
    func ordinaryNamesAreAccepted(name: String) {
        #expect(messages(className: name) == [])
    }
}

/// `className:` equal to a top-level type or typealias of the target's sources would not compile.
@Suite struct ClassNameClashTests {
    private func messages(className: String, sources: String) -> [String] {
        let config = "config:\n  App:\n    project: .\n    target: App\n    className: \(className)\n"
        let fileSystem = InMemoryFileSystem(files: ["deli.yml": config, "Sources/App/A.swift": sources])
        let outcome = DeliPipeline(fileSystem: fileSystem).run(configPath: "deli.yml")
        return outcome.allDiagnostics.map { DiagnosticFormatter.text($0) }
    }

    @Test func aTypeOfTheSourcesIsReportedWithItsDeclaration() {
        #expect(
            messages(className: "Clock", sources: "final class Clock: Component {}\n") == [
                "deli.yml:5:16: error: 'className' must not name a type the sources already declare; found 'Clock'; "
                    + "choose another name [DELI-C016]\nSources/App/A.swift:1:13: note: 'Clock' is declared here"
            ])
    }

    @Test func aTypealiasIsReportedToo() {
        #expect(
            messages(className: "Clock", sources: "typealias Clock = Int\nfinal class A: Component {}\n") == [
                "deli.yml:5:16: error: 'className' must not name a type the sources already declare; found 'Clock'; "
                    + "choose another name [DELI-C016]"
            ])
    }

    @Test func nestedTypesAndExtensionsDoNotClash() {
        let sources = "enum Outer { final class Clock: Component {} }\nextension Clock {}\n"
        #expect(messages(className: "Clock", sources: sources) == [])
    }
}

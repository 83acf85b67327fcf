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

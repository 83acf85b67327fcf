import Testing

@testable import DeliKit

/// Profile names `DELI_PROFILE` cannot select (it splits on commas and trims blanks) are C016 at
/// their key.
@Suite struct ProfileNameTests {
    private func load(_ config: String) -> [String] {
        let system = InMemoryFileSystem(files: ["deli.yml": config, "Sources/App/A.swift": "", "Conf/a.yml": "a: 1\n"])
        let result = ConfigurationLoader(fileSystem: system).load(configPath: "deli.yml", options: .init())
        return result.diagnostics.map { DiagnosticFormatter.text($0) }
    }

    @Test func aProfileNameWithACommaOrBlankIsAnError() {
        let config =
            "config:\n  App:\n    project: .\n    profiles:\n      \"dev,eu\": Conf/a.yml\n      \"\": Conf/a.yml\n"
            + "      \" qa\": Conf/a.yml\n      prod: Conf/a.yml\n"
        let why =
            "can never be selected: DELI_PROFILE splits its value on ',' and trims blanks; name the profile "
            + "without a comma or surrounding white space, and not empty [DELI-C016]"
        #expect(
            load(config) == [
                "deli.yml:5:7: error: profile name 'dev,eu' \(why)",
                "deli.yml:6:7: error: profile name '' \(why)",
                "deli.yml:7:7: error: profile name ' qa' \(why)",
            ])
    }
}

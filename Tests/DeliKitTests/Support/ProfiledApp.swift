@testable import DeliKit

/// An app of one entry, `App`, in memory: its sources in `App.swift`, its common properties in
/// `common.yml` and one property file for each profile, run through the whole pipeline.
struct ProfiledApp {
    var source: String
    var common: String
    /// Each profile's name with its property file's name and text, in the order deli.yml lists them.
    var profiles: [(name: String, file: String, text: String)]

    /// Every diagnostic of a `deli build`, as the CLI prints it.
    func diagnostics() -> [String] {
        let listed = profiles.map { "      \($0.name): [\($0.file)]" }.joined(separator: "\n")
        var files = [
            "deli.yml": """
            config:
              App:
                project: .
                properties: [common.yml]
                profiles:
            \(listed)
            """,
            "common.yml": common,
            "App.swift": source,
        ]
        for profile in profiles { files[profile.file] = profile.text }
        let outcome = DeliPipeline(fileSystem: InMemoryFileSystem(files: files)).run(configPath: "deli.yml")
        return outcome.allDiagnostics.map { DiagnosticFormatter.text($0) }
    }
}

@testable import DeliKit

/// An app of one entry, `App`, in memory: its sources in `App.swift`, its common properties in
/// `common.yml` and one property file for each profile (no `profiles:` without any), run through
/// the whole pipeline.
struct ProfiledApp {
    var source: String
    var common: String
    /// Each profile's name with its property file's name and text, in the order deli.yml lists them.
    var profiles: [(name: String, file: String, text: String)]

    /// Every diagnostic of a `deli build`, as the CLI prints it.
    func diagnostics() -> [String] {
        run().allDiagnostics.map { DiagnosticFormatter.text($0) }
    }

    /// The generated factory's source, nil when the build has errors.
    func factory() -> String? {
        run().targets.first?.factorySource
    }

    private func run() -> PipelineOutcome {
        let listed = profiles.map { "\n      \($0.name): [\($0.file)]" }.joined()
        var files = [
            "deli.yml": """
            config:
              App:
                project: .
                properties: [common.yml]\(profiles.isEmpty ? "" : "\n    profiles:" + listed)
            """,
            "common.yml": common,
            "App.swift": source,
        ]
        for profile in profiles { files[profile.file] = profile.text }
        return DeliPipeline(fileSystem: InMemoryFileSystem(files: files)).run(configPath: "deli.yml")
    }
}

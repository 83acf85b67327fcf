import Foundation
import Testing

/// The summary a successful `build` or `validate` prints on stderr, and the JSON reporter's document.
@Suite struct SummaryCLITests {
    /// `(0.04s)`: the time is matched by pattern, never compared.
    static let time = #"\(\d+\.\d\ds\)"#

    private func project(config: String = CLITests.config, extra: [String: String] = [:]) throws -> TemporaryProject {
        var files = [
            "deli.yml": config, "Sources/App/App.swift": CLITests.sources,
            "Configurations/app.yml": "greeting: hello\n",
        ]
        files.merge(extra) { $1 }
        return try TemporaryProject(files: files)
    }

    private func matches(_ text: String, _ pattern: String) throws -> Bool {
        try text.wholeMatch(of: Regex(pattern)) != nil
    }

    @Test func buildPrintsOneLinePerTargetAndTheTime() throws {
        let project = try project()
        let first = try DeliProcess.run(["build"], in: project.url)
        #expect(first.status == 0)
        #expect(
            try matches(
                first.standardError,
                "App: 2 components checked in profile default; wrote Sources/App/DeliFactory.swift, wrote Deli.resolved\n"
                    + "Build complete: 1 target \(Self.time)\n"), "\(first.standardError)")
        let second = try DeliProcess.run(["build"], in: project.url)
        #expect(
            try matches(
                second.standardError,
                #"App: 2 components checked in profile default( \(nothing changed since the last run\))?; "#
                    + "Sources/App/DeliFactory.swift unchanged, Deli.resolved unchanged\n"
                    + "Build complete: 1 target \(Self.time)\n"), "\(second.standardError)")
    }

    @Test func validateNamesEveryProfileAndEveryTarget() throws {
        let config = """
            config:
              App:
                target: App
                properties: [Configurations/app.yml]
                profiles: {dev: Configurations/app.yml, prod: Configurations/app.yml}
              Tool:
                target: Tool
            """
        let project = try project(
            config: config,
            extra: ["Sources/Tool/Tool.swift": "import Deli\nfinal class Clock: Component { init() {} }\n"])
        let result = try DeliProcess.run(["validate", "--no-cache"], in: project.url)
        #expect(result.status == 0)
        #expect(
            try matches(
                result.standardError,
                "App: 2 components checked in profiles dev, prod\nTool: 1 component checked in profile default\n"
                    + "Validation complete: 2 targets \(Self.time)\n"), "\(result.standardError)")
    }

    @Test func quietSilencesTheSummaryAndVerboseKeepsTheDetail() throws {
        let project = try project()
        let quiet = try DeliProcess.run(["build", "--quiet"], in: project.url)
        #expect(quiet.status == 0)
        #expect(quiet.standardError == "")
        let warning = "import Deli\nfinal class Odd: Component { init() {} }\nfunc f( {\n"
        try project.write(warning, to: "Sources/App/Odd.swift")
        let noSummary = try DeliProcess.run(["build", "--no-summary"], in: project.url)
        #expect(noSummary.status == 0)
        #expect(noSummary.standardError.hasSuffix("[DELI-W103]\n"), "\(noSummary.standardError)")
        let fresh = try self.project()
        let verbose = try DeliProcess.run(["build", "--verbose"], in: fresh.url)
        #expect(verbose.standardError.contains("deli: wrote Sources/App/DeliFactory.swift\n"))
        #expect(verbose.standardError.contains("App: 2 components checked in profile default; wrote "))
        #expect(try matches(String(verbose.standardError.split(separator: "\n").last ?? ""), "Build complete: .*"))
    }

    @Test func aFailedRunPrintsNoSummary() throws {
        let project = try project(extra: ["Sources/App/Broken.swift": "import Deli\nfinal class Mailer: Autowired {}\n"]
        )
        let result = try DeliProcess.run(["build"], in: project.url)
        #expect(result.status == 1)
        #expect(!result.standardError.contains("complete"))
    }

    /// The diagnostics are a JSON array on stdout; the summary is a JSON object on stderr.
    @Test func jsonReporterPrintsTheDiagnosticsOnStandardOutputAndTheSummaryOnStandardError() throws {
        let project = try project()
        let result = try DeliProcess.run(["build", "--reporter", "json"], in: project.url)
        #expect(result.status == 0)
        let diagnostics = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [Any]
        #expect(diagnostics?.isEmpty == true)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardError.utf8)) as? [String: Any])
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["command"] as? String == "build")
        #expect(summary["seconds"] is Double || summary["seconds"] is Int)
        let target = try #require((summary["targets"] as? [[String: Any]])?.first)
        #expect(target["name"] as? String == "App")
        #expect(target["components"] as? Int == 2)
        #expect(target["profiles"] as? [String] == ["default"])
        let files = (target["files"] as? [[String: String]])?.map { "\($0["path"] ?? "") \($0["status"] ?? "")" }
        #expect(files == ["Sources/App/DeliFactory.swift written", "Deli.resolved written"])
    }

    @Test func generateKeepsStandardOutputForItsDocumentAndReportsOnStandardError() throws {
        let project = try project()
        let result = try DeliProcess.run(["generate", "--type", "json", "--reporter", "json"], in: project.url)
        #expect(result.status == 0)
        let graph = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect(graph?["edges"] != nil)
        let report = try JSONSerialization.jsonObject(with: Data(result.standardError.utf8)) as? [Any]
        #expect(report?.isEmpty == true)
    }

    @Test func aConfigurationErrorInJSONHasTheDiagnosticsAndNoSummary() throws {
        let project = try project(config: "config:\n  App:\n    clasName: F\n")
        let result = try DeliProcess.run(["validate", "--reporter", "json"], in: project.url)
        #expect(result.status == 2)
        let array = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        #expect(array.first?["id"] as? String == "DELI-C002")
        #expect(result.standardError == "")
    }
}

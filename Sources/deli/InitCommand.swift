import ArgumentParser
import DeliKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `deli init`: reads `Package.swift`, writes a commented `deli.yml` (and a `Configurations/`
/// skeleton with `--profiles`) and prints the lines that attach the plugin. Never overwrites a file.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented deli.yml for the package and print how to attach the plugin.",
        discussion: """
            Without --target, the entries are the targets that import Deli (every target when none does). \
            An existing file is never overwritten: deli init stops and writes nothing.
            """)

    @Option(help: "The SwiftPM package directory.")
    var project: String = "."

    @Option(help: "Give this target an entry (repeatable; default: the targets that import Deli).")
    var target: [String] = []

    @Flag(help: "Also write Configurations/ with application.yml and a dev and a prod profile.")
    var profiles: Bool = false

    @Option(help: "Where Deli comes from in the printed Package.swift lines: a git URL or a local path.")
    var deliPackage: String = "https://github.com/<you>/Deli"

    func run() {
        let manifestPath = FilePath.join(project, "Package.swift")
        guard let manifest = try? String(contentsOfFile: manifestPath, encoding: .utf8) else {
            fail(
                "there is no readable Package.swift in '\(project)'; run deli init in a SwiftPM package or pass --project"
            )
        }
        let survey = PackageSurvey(manifest: manifest, project: project, fileSystem: LocalFileSystem())
        guard !survey.targets.isEmpty else { fail("'\(manifestPath)' declares no target deli could read") }
        checkTargetNames(survey)
        let template = ConfigurationTemplate(survey: survey, names: target, withProfiles: profiles)
        let files = template.files.map { (path: FilePath.join(project, $0.path), text: $0.text) }
        let existing = files.map(\.path).filter { FileManager.default.fileExists(atPath: $0) }
        guard existing.isEmpty else {
            fail("refusing to overwrite \(existing.map { "'\($0)'" }.joined(separator: ", ")); nothing was written")
        }
        write(files)
        FileHandleOutput.standardOutput.write(
            InitReport(template: template, written: files.map(\.path), deliSource: deliPackage).text)
    }

    /// Creates every file, or none: a failure removes the ones already created.
    private func write(_ files: [(path: String, text: String)]) {
        var created: [String] = []
        for file in files {
            if let problem = create(file.path, file.text) {
                for path in created { try? FileManager.default.removeItem(atPath: path) }
                fail(problem)
            }
            created.append(file.path)
        }
    }

    private func checkTargetNames(_ survey: PackageSurvey) {
        let known = survey.targets.map(\.name)
        guard let unknown = target.first(where: { !known.contains($0) }) else { return }
        let suggestion = survey.suggestion(for: unknown)
        fail(
            "Package.swift has no target '\(unknown)'"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "") + " (targets: \(known.joined(separator: ", ")))")
    }

    /// Writes a new file, refusing to replace one that appeared in the meantime; the problem, if any.
    private func create(_ path: String, _ text: String) -> String? {
        do {
            try FileWriter.create(path, with: Array(text.utf8))
            return nil
        } catch {
            return "cannot write '\(path)': \(error.reason); nothing was written"
        }
    }

    private func fail(_ message: String) -> Never {
        FileHandleOutput.standardError.write("error: \(message)\n")
        ProcessExit.end(with: DeliExitCode.usageOrConfiguration)
    }
}

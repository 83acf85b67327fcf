import Foundation
import Testing

/// Build records as the CLI uses them: an unchanged project is answered from the record, an edit
/// or a deleted output is noticed, and graph output never comes from a record.
@Suite struct RecordCLITests {
    static let recordFile = ".build/deli-cache/record-App.bin"
    static let outputsFile = ".build/deli-cache/outputs-App.bin"
    static let replayed = "App: nothing changed since the last run (answered from its build record)"

    private func project() throws -> TemporaryProject {
        try TemporaryProject(files: [
            "deli.yml": "config:\n  App:\n    project: .\n    target: App\n",
            "Sources/App/App.swift": CLITests.sources,
        ])
    }

    /// A project built once, and the factory that build wrote.
    private func builtProject() throws -> (project: TemporaryProject, factory: String) {
        let project = try project()
        #expect(try DeliProcess.run(["build"], in: project.url).status == 0)
        return (project, try project.read("Sources/App/DeliFactory.swift"))
    }

    @Test func aSecondBuildIsAnsweredFromTheRecord() throws {
        let project = try project()
        let first = try DeliProcess.run(["build", "--verbose"], in: project.url)
        #expect(first.status == 0 && !first.standardError.contains(Self.replayed))
        #expect(FileManager.default.fileExists(atPath: project.url.appendingPathComponent(Self.recordFile).path))
        let factory = try project.read("Sources/App/DeliFactory.swift")
        let second = try DeliProcess.run(["build", "--verbose"], in: project.url)
        #expect(second.status == 0 && second.standardError.contains(Self.replayed))
        #expect(try project.read("Sources/App/DeliFactory.swift") == factory)
    }

    /// The record names the outputs instead of copying them: a deleted output takes its text with it,
    /// and the run that finds it gone checks the target again and writes the same file.
    @Test func aDeletedOutputIsWrittenAgain() throws {
        let (project, factory) = try builtProject()
        let texts = try Data(contentsOf: project.url.appendingPathComponent(".build/deli-cache/texts-App.bin"))
        #expect(texts.count < factory.utf8.count, "the texts file names the factory")
        try FileManager.default.removeItem(at: project.url.appendingPathComponent("Sources/App/DeliFactory.swift"))
        let result = try DeliProcess.run(["build", "--verbose"], in: project.url)
        #expect(result.status == 0 && result.standardError.contains(Self.replayed))
        #expect(result.standardError.contains("a recorded generated text could not be read"))
        #expect(try project.read("Sources/App/DeliFactory.swift") == factory)
        let next = try DeliProcess.run(["build", "--verbose"], in: project.url)
        #expect(next.status == 0 && next.standardError.contains(Self.replayed))
        #expect(!next.standardError.contains("could not be read") && !next.standardError.contains("wrote "))
    }

    /// A factory written with `--output` is named where it was written: the next build with the
    /// same option that needs the text (the output's stamp moved) reads it from there.
    @Test func aFactoryWrittenElsewhereIsReadFromWhereItWasWritten() throws {
        let project = try project()
        #expect(try DeliProcess.run(["build", "--output", "Out/Factory.swift"], in: project.url).status == 0)
        let factory = try project.read("Out/Factory.swift")
        Thread.sleep(forTimeInterval: 0.05)
        try project.write(factory, to: "Out/Factory.swift")
        let result = try DeliProcess.run(["build", "--output", "Out/Factory.swift", "--verbose"], in: project.url)
        #expect(result.status == 0 && result.standardError.contains(Self.replayed), "\(result.standardError)")
        #expect(!result.standardError.contains("could not be read"))
        #expect(try project.read("Out/Factory.swift") == factory)
    }

    @Test func anEditIsNoticedAndGraphOutputIsNeverReplayed() throws {
        let project = try project()
        #expect(try DeliProcess.run(["build"], in: project.url).status == 0)
        try project.write(CLITests.sources + "\nfinal class Extra: Component {}\n", to: "Sources/App/App.swift")
        let edited = try DeliProcess.run(["build", "--verbose"], in: project.url)
        #expect(edited.status == 0 && !edited.standardError.contains(Self.replayed))
        #expect(try project.read("Sources/App/DeliFactory.swift").contains("Extra"))
        let graph = try DeliProcess.run(["generate", "--type", "json", "--verbose"], in: project.url)
        #expect(graph.status == 0 && !graph.standardError.contains(Self.replayed))
        #expect(graph.standardOutput.contains("Extra"))
    }

    /// The run that wrote the outputs settled their stamps, so the next run trusts them: it has
    /// nothing new to record about them, and leaves their record as it was.
    @Test func theOutputsARunWroteAreTrustedByTheNextRun() throws {
        let (project, _) = try builtProject()
        let record = project.url.appendingPathComponent(Self.outputsFile)
        let before = try Data(contentsOf: record)
        let written = try FileManager.default.attributesOfItem(atPath: record.path)[.modificationDate] as? Date
        let second = try DeliProcess.run(["build", "--verbose"], in: project.url)
        #expect(second.status == 0 && second.standardError.contains("is up to date"))
        #expect(try Data(contentsOf: record) == before)
        #expect(try FileManager.default.attributesOfItem(atPath: record.path)[.modificationDate] as? Date == written)
    }

    @Test func anOutputEditedAfterItWasTrustedIsWrittenAgain() throws {
        let (project, factory) = try builtProject()
        // The first run settled the stamps of what it wrote; a second run trusts them.
        #expect(try DeliProcess.run(["build"], in: project.url).status == 0)
        #expect(FileManager.default.fileExists(atPath: project.url.appendingPathComponent(Self.outputsFile).path))
        Thread.sleep(forTimeInterval: 0.05)
        try project.write(
            factory.replacingOccurrences(of: "register", with: "rEgister"), to: "Sources/App/DeliFactory.swift")
        let result = try DeliProcess.run(["build", "--verbose"], in: project.url)
        #expect(result.status == 0 && result.standardError.contains("wrote "))
        #expect(try project.read("Sources/App/DeliFactory.swift") == factory)
    }

    @Test func aRecordWhoseTextsAreGoneIsNotUsed() throws {
        let (project, factory) = try builtProject()
        try FileManager.default.removeItem(at: project.url.appendingPathComponent(".build/deli-cache/texts-App.bin"))
        try FileManager.default.removeItem(at: project.url.appendingPathComponent("Sources/App/DeliFactory.swift"))
        let result = try DeliProcess.run(["build", "--verbose"], in: project.url)
        #expect(result.status == 0 && !result.standardError.contains(Self.replayed), "\(result.standardError)")
        #expect(try project.read("Sources/App/DeliFactory.swift") == factory)
    }

    /// Damages the end of the texts file: its fingerprints still match the record, its contents do
    /// not, which is found only when a text is needed.
    private func damageTheTexts(of project: TemporaryProject) throws {
        let texts = project.url.appendingPathComponent(".build/deli-cache/texts-App.bin")
        var bytes = Array(try Data(contentsOf: texts))
        bytes[bytes.count - 1] ^= 0x20
        try Data(bytes).write(to: texts)
    }

    @Test func aRecordedTextThatCannotBeReadIsMadeAgain() throws {
        let (project, factory) = try builtProject()
        try damageTheTexts(of: project)
        try FileManager.default.removeItem(at: project.url.appendingPathComponent("Sources/App/DeliFactory.swift"))
        let result = try DeliProcess.run(["build", "--verbose"], in: project.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("a recorded generated text could not be read"))
        #expect(try project.read("Sources/App/DeliFactory.swift") == factory)
    }

    @Test func generatePrintsAFactoryWhoseRecordedTextCannotBeRead() throws {
        let (project, factory) = try builtProject()
        try damageTheTexts(of: project)
        let result = try DeliProcess.run(["generate", "--verbose"], in: project.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("a recorded generated text could not be read"))
        #expect(result.standardOutput == factory)
    }
}

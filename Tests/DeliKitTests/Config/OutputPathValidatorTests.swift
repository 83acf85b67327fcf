import Testing

@testable import DeliKit

/// Two files of one run with the same path are a located configuration error (C071), and nothing
/// is written.
@Suite struct OutputPathValidatorTests {
    private func messages(_ config: String) -> [String] {
        let fileSystem = InMemoryFileSystem(files: [
            "deli.yml": config, "Sources/App/A.swift": "", "Sources/Tool/T.swift": "",
        ])
        let result = ConfigurationLoader(fileSystem: fileSystem).load(configPath: "deli.yml")
        return result.diagnostics.map { DiagnosticFormatter.text($0) }
    }

    @Test func twoEntriesWithTheSameOutput() {
        let config = """
            config:
              App:
                project: .
                target: App
                output: Gen/Factory.swift
                resolve: {output: App.resolved}
              Tool:
                project: .
                target: Tool
                output: ./Gen/../Gen/Factory.swift
                resolve: {output: Tool.resolved}
            """
        #expect(
            messages(config) == [
                "deli.yml:10:13: error: 'Gen/Factory.swift' would be written twice: as the 'output' of 'App' and "
                    + "as the 'output' of 'Tool'; give each generated file its own path [DELI-C071]"
            ])
    }

    @Test func anOutputEqualToAnotherEntrysResolvedFile() {
        let config = """
            config:
              App:
                project: .
                target: App
                resolve: {output: Shared.txt}
              Tool:
                project: .
                target: Tool
                output: Shared.txt
            """
        #expect(
            messages(config) == [
                "deli.yml:9:13: error: 'Shared.txt' would be written twice: as the 'resolve.output' of 'App' and "
                    + "as the 'output' of 'Tool'; give each generated file its own path [DELI-C071]"
            ])
    }

    @Test func anOutputEqualToItsOwnResolvedFile() {
        let config = """
            config:
              App:
                project: .
                target: App
                output: Out.swift
                resolve: {output: Out.swift}
            """
        #expect(
            messages(config) == [
                "deli.yml:6:23: error: 'Out.swift' would be written twice: as the 'output' of 'App' and "
                    + "as the 'resolve.output' of 'App'; give each generated file its own path [DELI-C071]"
            ])
    }

    /// Entries that share a project get `<entry>.resolved` by default, so the defaults never collide;
    /// a resolved file written on purpose onto another entry's default still does.
    @Test func entriesOfOneProjectGetTheirOwnDefaultResolvedFile() {
        let config = """
            config:
              App:
                project: .
                target: App
              Tool:
                project: .
                target: Tool
            """
        #expect(messages(config) == [])
        let clash = config + "\n    resolve: {output: App.resolved}\n"
        #expect(
            messages(clash) == [
                "deli.yml:8:23: error: 'App.resolved' would be written twice: as the 'resolve.output' of 'App' and "
                    + "as the 'resolve.output' of 'Tool'; give each generated file its own path [DELI-C071]"
            ])
    }

    @Test func distinctFilesOrAnUnwrittenResolvedFileAreFine() {
        let config = """
            config:
              App:
                project: .
                target: App
                resolve: {output: Same.resolved, generate: false}
              Tool:
                project: .
                target: Tool
                resolve: {output: Same.resolved, generate: false}
            """
        #expect(messages(config) == [])
    }
}

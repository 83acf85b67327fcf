import Testing

@testable import DeliKit

/// What Deli 0.9 users bring: a folder without `deli.yml` (0.9 took the folder's one Xcode project)
/// and the flat `deli.yml` of the releases before 0.9.
@Suite struct Deli09ConfigurationTests {
    private func defaultsDiagnostics(_ files: [String: String], directories: [String] = []) -> [String] {
        var fileSystem = InMemoryFileSystem(files: files)
        for directory in directories { fileSystem.addDirectory(directory) }
        let result = ConfigurationLoader(fileSystem: fileSystem).loadDefaults(project: ".", targets: [])
        return result.diagnostics.map { DiagnosticFormatter.text($0) }
    }

    @Test func aFolderWithOneXcodeProjectScansThatProject() throws {
        let fixture = ProjectFixture(name: "Deli09")
        let result = ConfigurationLoader(fileSystem: LocalFileSystem()).loadDefaults(project: fixture.path, targets: [])
        let target = try #require(result.targets.first)
        #expect(result.targets.count == 1)
        #expect(target.name == "Deli09App")
        #expect(target.moduleName == "Deli09App")
        #expect(fixture.relative(target.sourceFiles).first == "Deli09App/AppDelegate.swift")
        #expect(target.className == "DeliFactory")
    }

    @Test func aFolderWithSeveralXcodeProjectsIsAnErrorThatNamesThem() {
        #expect(
            defaultsDiagnostics([:], directories: ["B.xcodeproj", "A.xcodeproj"]) == [
                "error: there is no configuration file in '.', and it holds several Xcode projects (A.xcodeproj, "
                    + "B.xcodeproj): write a deli.yml whose entry names one with 'project:' [DELI-C059]"
            ])
    }

    @Test func aFolderWithNothingToDefaultFromSaysWhatToDo() {
        #expect(
            defaultsDiagnostics(["Sources/A.swift": ""]) == [
                "error: there is no configuration file in '.', and it holds no Package.swift or Xcode project to "
                    + "take defaults from: run deli in the project's folder, pass --config PATH, or write a deli.yml "
                    + "(deli init) [DELI-C059]"
            ])
    }

    @Test func aPackageWithoutDeliTargetsAsksForATarget() {
        #expect(
            defaultsDiagnostics(["Package.swift": "// swift-tools-version: 6.0\n", "Sources/A/A.swift": ""]) == [
                "error: there is no configuration file in '.', and no target of its Package.swift imports Deli: "
                    + "pass --target NAME to choose the target to scan [DELI-C059]"
            ])
    }

    private func loadDiagnostics(_ config: String) -> [String] {
        let fileSystem = InMemoryFileSystem(files: ["deli.yml": config, "A.swift": ""])
        let result = ConfigurationLoader(fileSystem: fileSystem).load(configPath: "deli.yml")
        return result.diagnostics.map { DiagnosticFormatter.text($0) }
    }

    @Test func theFlatFormatIsAnErrorWhoseNoteIsTheFileRewritten() {
        let flat = "# Deli 0.5\nproject: Shop.xcodeproj\nscheme: Shop\n\noutput: Shop/DeliFactory.swift\n"
        #expect(
            loadDiagnostics(flat) == [
                "deli.yml:2:1: error: this deli.yml has one project's keys at the top level, the format before Deli "
                    + "0.9; put them in an entry under 'config:' (here 'Shop') [DELI-C085]\n"
                    + "note: write the file as:\nconfig:\n  Shop:\n    # Deli 0.5\n    project: Shop.xcodeproj\n"
                    + "    scheme: Shop\n\n    output: Shop/DeliFactory.swift"
            ])
    }

    @Test func theEntryIsNamedAfterTheProjectAndQuotedWhenItMustBe() {
        let diagnostics = loadDiagnostics("project: Apps/My App.xcodeproj\ntarget: App\n")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.contains("(here 'My App') [DELI-C085]") == true)
        #expect(
            diagnostics.first?.hasSuffix("config:\n  \"My App\":\n    project: Apps/My App.xcodeproj\n    target: App")
                == true)
    }

    @Test func aTargetWithoutConfigIsStillAMissingKey() {
        #expect(loadDiagnostics("target:\n  - App\n").first?.hasSuffix("[DELI-C017]") == true)
        #expect(loadDiagnostics("target: App\n").first?.hasSuffix("[DELI-C017]") == true)
    }

    /// The 0.9 README writes an entry as a list of one-key mappings; it reads as their mapping.
    @Test func anEntryWrittenAsAListOfOneKeyMappingsIsThatMapping() throws {
        let config = """
            target:
              - MyApp
            config:
              MyApp:
                - project: .
                - output: MyApp/DeliFactory.swift
                - properties:
                  - app.yml
            """
        let fileSystem = InMemoryFileSystem(files: ["deli.yml": config, "A.swift": "", "app.yml": "a: 1\n"])
        let result = ConfigurationLoader(fileSystem: fileSystem).load(configPath: "deli.yml")
        #expect(result.diagnostics.isEmpty)
        let target = try #require(result.targets.first)
        #expect(target.outputPath == "MyApp/DeliFactory.swift")
        #expect(target.sourceFiles == ["A.swift"])
        let twice = loadDiagnostics("config:\n  A:\n    - project: .\n    - project: B\n")
        #expect(twice.first?.contains("[DELI-C009]") == true)
        #expect(loadDiagnostics("config:\n  A:\n    - project\n").first?.contains("[DELI-C003]") == true)
    }
}

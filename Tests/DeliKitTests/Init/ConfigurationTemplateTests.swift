import Testing

@testable import DeliKit

/// `deli init`: what it reads from a package and the `deli.yml` it writes.
@Suite struct ConfigurationTemplateTests {
    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
            name: "Shop",
            dependencies: [.package(url: "https://github.com/example/deli.git", from: "0.1.0")],
            targets: [
                .executableTarget(name: "App", dependencies: ["Core", .product(name: "Deli", package: "deli")]),
                .target(name: "Core", path: "Lib/Core", plugins: [.plugin(name: "DeliPlugin", package: "deli")]),
                .target(name: "my-tool"),
                .testTarget(name: "AppTests", dependencies: ["App"]),
                .plugin(name: "Lint", capability: .buildTool()),
            ]
        )
        """

    static func survey(_ files: [String: String] = [:]) -> PackageSurvey {
        var all = [
            "Package.swift": manifest,
            "Sources/App/main.swift": "@preconcurrency import Deli // the runtime\nprint(1)\n",
            "Lib/Core/Core.swift": "import struct Deli.AppContext\n",
            "Sources/my-tool/Tool.swift": "import Foundation\n// import Deli\nlet x = \"import Deli\"\n",
        ]
        all.merge(files) { $1 }
        return PackageSurvey(manifest: manifest, project: ".", fileSystem: InMemoryFileSystem(files: all))
    }

    @Test func theSurveyListsTheTargetsAndWhichImportDeli() {
        let survey = Self.survey()
        #expect(survey.targets.map(\.name) == ["App", "Core", "my-tool"])
        #expect(survey.targets.map(\.importsDeli) == [true, true, false])
        #expect(survey.targets.map(\.sourcesDirectory) == ["Sources/App", "Lib/Core", "Sources/my-tool"])
        #expect(survey.targets.map(\.usesDeliPlugin) == [false, true, false])
        #expect(survey.targets.first?.dependencies == ["Core"])
        #expect(survey.deliPackage == "deli")
        #expect(survey.suggestion(for: "Cor") == "Core")
    }

    @Test func importLinesAreRecognisedInEveryForm() {
        for line in [
            "import Deli", "@testable import Deli", "public import Deli", "import class Deli.AppContext",
            "  import Deli  // x", "import Deli;",
        ] {
            #expect(PackageSurvey.isDeliImport(line[...]), "\(line)")
        }
        for line in ["import DeliKit", "// import Deli", "let a = 1", "import Foundation", "import Deli.X Y"] {
            #expect(!PackageSurvey.isDeliImport(line[...]), "\(line)")
        }
    }

    @Test func theConfigurationHasTheImportingTargetsDependenciesFirst() {
        let template = ConfigurationTemplate(survey: Self.survey())
        #expect(template.chosen.map(\.name) == ["Core", "App"])
        let text = template.configuration
        #expect(text.contains("target: [Core, App]\n"))
        #expect(text.contains("  Core:\n    project: .  "))
        #expect(text.contains("    className: CoreFactory  "))
        #expect(
            text.contains(
                "    # output: .deli/Core/CoreFactory.swift  (the default with DeliPlugin; "
                    + "Lib/Core/DeliFactory.swift without it)\n"))
        #expect(text.contains("# Other targets of the package (give one an entry to scan it): my-tool\n"))
        #expect(!text.contains("profiles:"))
        // Entries of one project get their own resolved files by default: no `resolve:` is written.
        #expect(!text.contains("resolve:"))
        #expect(template.files.map(\.path) == ["deli.yml"])
    }

    @Test func theWrittenConfigurationLoadsWithoutAProblem() {
        var files = [
            "Package.swift": Self.manifest, "Sources/App/main.swift": "import Deli\n",
            "Lib/Core/Core.swift": "import Deli\n", "Sources/my-tool/Tool.swift": "import Deli\n",
        ]
        let template = ConfigurationTemplate(survey: Self.survey(files), names: ["my-tool", "App"], withProfiles: true)
        for file in template.files { files[file.path] = file.text }
        #expect(template.files.map(\.path) == ["deli.yml"] + ConfigurationTemplate.propertyFiles)
        #expect(template.configuration.contains("target: [my-tool, App]\n"))
        #expect(template.configuration.contains("      prod: [Configurations/application-prod.yml]\n"))
        let outcome = DeliPipeline(fileSystem: InMemoryFileSystem(files: files)).run(
            configPath: "deli.yml", options: ConfigurationOptions(profile: "prod"), targets: [])
        #expect(outcome.allDiagnostics.filter(\.isError).map(DiagnosticFormatter.text) == [])
        #expect(outcome.targets.map(\.target.className) == ["my_toolFactory", "AppFactory"])
        #expect(outcome.targets.first?.target.profiles.map(\.name) == ["dev", "prod"])
    }

    @Test func classNamesAreSwiftIdentifiers() {
        #expect(ConfigurationTemplate.className(for: "App") == "AppFactory")
        #expect(ConfigurationTemplate.className(for: "my-tool") == "my_toolFactory")
        #expect(ConfigurationTemplate.className(for: "2D") == "_2DFactory")
    }

    @Test func withoutAnyDeliImportEveryTargetGetsAnEntry() {
        let survey = Self.survey(["Sources/App/main.swift": "print(1)\n", "Lib/Core/Core.swift": "import Foundation\n"])
        #expect(survey.targets.map(\.importsDeli) == [false, false, false])
        let template = ConfigurationTemplate(survey: survey)
        #expect(template.chosen.map(\.name) == ["Core", "App", "my-tool"])
        #expect(template.configuration.contains("  # App: sources in Sources/App, does not import Deli yet\n"))
        #expect(!template.configuration.contains("# Other targets"))
    }

    @Test func namesYAMLWouldMisreadAreQuotedAndLoadBack() {
        let manifest = """
            let package = Package(name: "P", targets: [.target(name: "On"), .target(name: "Off", dependencies: ["On"])])
            """
        var files = [
            "Package.swift": manifest, "Sources/On/A.swift": "import Deli\n", "Sources/Off/B.swift": "import Deli\n",
        ]
        let survey = PackageSurvey(manifest: manifest, project: ".", fileSystem: InMemoryFileSystem(files: files))
        let template = ConfigurationTemplate(survey: survey)
        #expect(template.configuration.contains("target: [\"On\", \"Off\"]\n"))
        files["deli.yml"] = template.configuration
        let outcome = DeliPipeline(fileSystem: InMemoryFileSystem(files: files)).run(
            configPath: "deli.yml", options: ConfigurationOptions(), targets: [])
        #expect(outcome.allDiagnostics.map(DiagnosticFormatter.text) == [])
        #expect(outcome.targets.map(\.target.name) == ["On", "Off"])
        #expect(outcome.targets.map(\.target.resolve.outputPath) == ["On.resolved", "Off.resolved"])
    }
}

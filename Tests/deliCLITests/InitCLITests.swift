import Foundation
import Testing

/// `deli init` on a fresh package: the files it writes, what it prints, and that it never overwrites.
@Suite struct InitCLITests {
    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
            name: "Shop",
            targets: [
                .executableTarget(name: "App", dependencies: ["Core", "Deli"]),
                .target(name: "Core", dependencies: ["Deli"]),
                .target(name: "Scripts"),
                .testTarget(name: "AppTests", dependencies: ["App"]),
            ]
        )
        """

    private func project() throws -> TemporaryProject {
        try TemporaryProject(files: [
            "Package.swift": Self.manifest,
            "Sources/App/main.swift":
                "import Core\nimport Deli\nfinal class Shop: Autowired { required init(_ c: Clock) {} }\n",
            "Sources/Core/Clock.swift": "import Deli\npublic final class Clock: Component { public init() {} }\n",
            "Sources/Scripts/Run.swift": "import Foundation\n",
            "Tests/AppTests/AppTests.swift": "import Deli\n",
        ])
    }

    @Test func initWritesAConfigurationThatValidatesAndPrintsThePluginLines() throws {
        let project = try project()
        let result = try DeliProcess.run(["init"], in: project.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput.hasPrefix(
                """
                Targets in Package.swift:
                  App (Sources/App): imports Deli, entry 'App', class AppFactory
                  Core (Sources/Core): imports Deli, entry 'Core', class CoreFactory
                  Scripts (Sources/Scripts): does not import Deli, no entry

                Wrote deli.yml

                """))
        #expect(
            result.standardOutput.contains(
                "  .package(url: \"https://github.com/<you>/Deli\", from: \"0.1.0\"),\n"))
        #expect(
            result.standardOutput.contains(
                "  // in the target \"Core\"\n  dependencies: [.product(name: \"Deli\", package: \"Deli\")],\n"
                    + "  plugins: [.plugin(name: \"DeliPlugin\", package: \"Deli\")]\n"))
        let configuration = try project.read("deli.yml")
        #expect(configuration.contains("target: [Core, App]\n"))
        #expect(!configuration.contains("AppTests"))
        let validate = try DeliProcess.run(["validate"], in: project.url)
        #expect(validate.status == 0, "\(validate.standardError)")
        #expect(validate.standardError.hasPrefix("Core: 1 component checked in profile default\n"))
    }

    @Test func profilesWritesASkeletonThatBuildsInEveryProfile() throws {
        let project = try project()
        let result = try DeliProcess.run(
            ["init", "--profiles", "--target", "App", "--target", "Core", "--deli-package", "../Deli"], in: project.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Wrote Configurations/application-prod.yml\n"))
        #expect(result.standardOutput.contains("  .package(name: \"Deli\", path: \"../Deli\"),\n"))
        #expect(try project.read("Configurations/application-dev.yml").contains("port: 8081"))
        #expect(try project.read("deli.yml").contains("target: [Core, App]\n"))
        let build = try DeliProcess.run(["validate", "--profile", "prod"], in: project.url)
        #expect(build.status == 0, "\(build.standardError)")
        #expect(build.standardError.hasPrefix("Core: 1 component checked in profiles dev, prod\n"))
    }

    @Test func anExistingFileIsNeverOverwritten() throws {
        let project = try project()
        try project.write("# mine\n", to: "Configurations/application.yml")
        let result = try DeliProcess.run(["init", "--profiles"], in: project.url)
        #expect(result.status == 2)
        #expect(
            result.standardError
                == "error: refusing to overwrite 'Configurations/application.yml'; nothing was written\n")
        #expect(!FileManager.default.fileExists(atPath: project.url.appendingPathComponent("deli.yml").path))
        #expect(try project.read("Configurations/application.yml") == "# mine\n")
        #expect(try DeliProcess.run(["init"], in: project.url).status == 0)
        let again = try DeliProcess.run(["init"], in: project.url)
        #expect(again.status == 2)
        #expect(again.standardError == "error: refusing to overwrite 'deli.yml'; nothing was written\n")
    }

    @Test func anUnknownTargetOrAMissingManifestExitsWithTwo() throws {
        let project = try project()
        let unknown = try DeliProcess.run(["init", "--target", "Ap"], in: project.url)
        #expect(unknown.status == 2)
        #expect(
            unknown.standardError
                == "error: Package.swift has no target 'Ap'; did you mean 'App'? (targets: App, Core, Scripts)\n")
        let empty = try TemporaryProject(files: ["README.md": "hi\n"])
        let missing = try DeliProcess.run(["init"], in: empty.url)
        #expect(missing.status == 2)
        #expect(missing.standardError.hasPrefix("error: there is no readable Package.swift in '.'"))
    }
}

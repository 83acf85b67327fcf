import Foundation
import Testing

/// The multi-module package of docs/multi-module.md through the command line: a library `Core` and
/// an app `App`, DeliPlugin on both, `deli.yml` holding only class names.
@Suite struct MultiModuleCLITests {
    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
            name: "Shop",
            targets: [
                .target(name: "Core", dependencies: ["Deli"], plugins: [.plugin(name: "DeliPlugin", package: "Deli")]),
                .executableTarget(
                    name: "App", dependencies: ["Core", "Deli"], plugins: [.plugin(name: "DeliPlugin", package: "Deli")]),
            ]
        )
        """

    private func project() throws -> TemporaryProject {
        try TemporaryProject(files: [
            "Package.swift": Self.manifest,
            "deli.yml": "config:\n  Core:\n    target: Core\n    className: CoreFactory\n  App:\n    target: App\n",
            "Sources/Core/Core.swift": """
            import Deli
            public protocol Notifier: AnyObject {}
            public final class EmailNotifier: Notifier, Component { public init() {} }
            """,
            "Sources/App/App.swift": """
            import Core
            import Deli
            final class PushNotifier: Notifier, Component { init() {} }
            final class Checkout: Autowired { required init(_ notifiers: [Notifier]) {} }
            """,
        ])
    }

    @Test func generateJSONOverTwoTargetsPrintsOneDocument() throws {
        let project = try project()
        let result = try DeliProcess.run(["generate", "--type", "json"], in: project.url)
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let edges = object?["edges"] as? [[String: Any]] ?? []
        #expect(
            edges.map { "\($0["from"] as? String ?? "") -> \($0["to"] as? String ?? "")" }.sorted() == [
                "App.Checkout -> App.PushNotifier", "App.Checkout -> Core.EmailNotifier",
            ])
    }

    @Test func buildWritesThePluginTargetsFactoriesOutsideTheirSources() throws {
        let project = try project()
        let result = try DeliProcess.run(["build", "--no-resolve-file"], in: project.url)
        #expect(result.status == 0)
        let app = try project.read(".deli/App/DeliFactory.swift")
        #expect(
            app.contains("override class var dependencyFactories: [Deli.ModuleFactory.Type] { [CoreFactory.self] }"))
        #expect(try project.read(".deli/Core/CoreFactory.swift").contains("public final class CoreFactory"))
        #expect(
            !FileManager.default.fileExists(
                atPath: project.url.appendingPathComponent("Sources/Core/DeliFactory.swift").path))
    }

    @Test func aMalformedDependencyTargetIsAUsageError() throws {
        let project = try project()
        let result = try DeliProcess.run(["validate", "--dependency-target", "Core"], in: project.url)
        #expect(result.status == 2)
        #expect(result.standardError.contains("--dependency-target 'Core' is not NAME=SOURCES_DIR."))
    }
}

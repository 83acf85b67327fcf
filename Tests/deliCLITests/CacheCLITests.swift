import Foundation
import Testing

/// The scan cache as the CLI keeps it: where it is written, how it is bypassed, cleared and rebuilt.
@Suite struct CacheCLITests {
    static let cacheFile = ".build/deli-cache/scan-App.bin"

    private func project() throws -> TemporaryProject {
        try TemporaryProject(files: [
            "deli.yml": "config:\n  App:\n    project: .\n    target: App\n",
            "Sources/App/App.swift": CLITests.sources,
        ])
    }

    /// The cache file's bytes (binary, so not read as text).
    private func cacheBytes(in project: TemporaryProject) throws -> [UInt8] {
        Array(try Data(contentsOf: project.url.appendingPathComponent(Self.cacheFile)))
    }

    private func exists(_ path: String, in project: TemporaryProject) -> Bool {
        FileManager.default.fileExists(atPath: project.url.appendingPathComponent(path).path)
    }

    @Test func buildKeepsTheCacheNextToTheConfiguration() throws {
        let project = try project()
        #expect(try DeliProcess.run(["build"], in: project.url).status == 0)
        let cache = try cacheBytes(in: project)
        #expect(cache.starts(with: Array("DELISCAN".utf8)))
        #expect(cache.firstRange(of: Array("0.1.0".utf8)) != nil)
        #expect(cache.firstRange(of: Array("Sources/App/App.swift".utf8)) != nil)
    }

    @Test func aCorruptCacheIsIgnoredAndRebuilt() throws {
        let project = try project()
        try project.write("{ not json", to: Self.cacheFile)
        let result = try DeliProcess.run(["validate", "--quiet"], in: project.url)
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(try cacheBytes(in: project).starts(with: Array("DELISCAN".utf8)))
    }

    @Test func anEditAfterACachedRunIsSeen() throws {
        let project = try project()
        #expect(try DeliProcess.run(["validate"], in: project.url).status == 0)
        try project.write(
            CLITests.sources.replacingOccurrences(of: "Greeter, Component", with: "Component"),
            to: "Sources/App/App.swift")
        let result = try DeliProcess.run(["validate"], in: project.url)
        #expect(result.status == 1)
        #expect(result.standardError.contains("[DELI-E001]"))
    }

    @Test func noCacheWritesNothingAndCachePathMovesIt() throws {
        let project = try project()
        #expect(try DeliProcess.run(["validate", "--no-cache"], in: project.url).status == 0)
        #expect(!exists(".build", in: project))
        #expect(try DeliProcess.run(["validate", "--cache-path", "elsewhere"], in: project.url).status == 0)
        #expect(exists("elsewhere/scan-App.bin", in: project))
        #expect(!exists(".build", in: project))
    }

    @Test func cleanDeletesTheCache() throws {
        let project = try project()
        #expect(try DeliProcess.run(["build"], in: project.url).status == 0)
        #expect(exists(Self.cacheFile, in: project))
        let result = try DeliProcess.run(["clean"], in: project.url)
        #expect(result.status == 0)
        #expect(!exists(".build/deli-cache", in: project))
        #expect(try DeliProcess.run(["clean"], in: project.url).status == 0)
    }
}

@Suite struct ModuleCachePathTests {
    @Test func dependencyModulesAreCachedInTheModuleCachePath() throws {
        let project = try TemporaryProject(files: [
            "Package.swift": """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(name: "Shop", targets: [
                .target(name: "Core", plugins: ["DeliPlugin"]),
                .target(name: "App", dependencies: ["Core"], plugins: ["DeliPlugin"]),
            ])
            """,
            "Sources/Core/Core.swift": "import Deli\npublic final class Clock: Component { public init() {} }\n",
            "Sources/App/App.swift":
                "import Core\nimport Deli\nfinal class Ticker: Autowired {\n    required init(_ clock: Clock) {}\n}\n",
            "deli.yml": "config:\n  Core:\n    target: Core\n  App:\n    target: App\n",
        ])
        let arguments = [
            "validate", "--target", "App", "--dependency-target", "Core=Sources/Core", "--cache-path", "own",
            "--module-cache-path", "shared",
        ]
        let result = try DeliProcess.run(arguments, in: project.url)
        #expect(result.status == 0, "\(result.standardError)")
        let manager = FileManager.default
        #expect(manager.fileExists(atPath: project.url.appendingPathComponent("shared/module-Core.bin").path))
        #expect(manager.fileExists(atPath: project.url.appendingPathComponent("own/scan-App.bin").path))
        #expect(!manager.fileExists(atPath: project.url.appendingPathComponent("own/module-Core.bin").path))
    }
}

@Suite struct CacheCleanPathTests {
    @Test func cleanDeletesACachePathAndOnlyIt() throws {
        let project = try TemporaryProject(files: [
            "deli.yml": "config:\n  App:\n    project: .\n    target: App\n",
            "Sources/App/App.swift": CLITests.sources,
        ])
        #expect(try DeliProcess.run(["validate", "--cache-path", "c1"], in: project.url).status == 0)
        #expect(try DeliProcess.run(["validate"], in: project.url).status == 0)
        #expect(try DeliProcess.run(["clean", "--cache-path", "c1"], in: project.url).status == 0)
        let manager = FileManager.default
        #expect(!manager.fileExists(atPath: project.url.appendingPathComponent("c1").path))
        #expect(manager.fileExists(atPath: project.url.appendingPathComponent(CacheCLITests.cacheFile).path))
    }
}

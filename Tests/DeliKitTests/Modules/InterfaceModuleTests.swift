import Testing

@testable import DeliKit

/// Interfaces below, implementations above: a module `Interfaces` that declares protocols and
/// nothing of Deli's, `Impl` implementing them, and `App` asking for them. Which files a module's
/// scan reads depends on the names relevant to it; the names relevant to the targets that link it
/// count too, or an implementation above would not be linked to the protocol below, and the app,
/// whose check does see the link, would crash at run time.
@Suite struct InterfaceModuleTests {
    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
            name: "Layers",
            dependencies: [.package(url: "https://github.com/example/Deli", from: "0.1.0")],
            targets: [
                .target(name: "Interfaces"),
                .target(name: "Impl", dependencies: ["Interfaces", .product(name: "Deli", package: "Deli")]),
                .executableTarget(
                    name: "App", dependencies: ["Impl", "Interfaces", .product(name: "Deli", package: "Deli")]),
            ]
        )
        """

    static let config = """
        config:
          Impl:
            target: Impl
            className: ImplFactory
            accessControl: public
          App:
            target: App
            className: AppFactory

        """

    static let interfaces = "public protocol Logger: AnyObject {\n    func log(_ line: String)\n}\n"

    static let impl = """
        import Deli
        import Interfaces
        public final class ConsoleLogger: Logger, Component {
            public init() {}
            public func log(_ line: String) {}
        }

        """

    static let app = """
        import Deli
        import Interfaces
        final class Greeter: Autowired {
            let logger: Logger
            init(_ logger: Logger) { self.logger = logger }
        }

        """

    static func files() -> [String: String] {
        [
            "Package.swift": manifest, "deli.yml": config, "Sources/Interfaces/Logger.swift": interfaces,
            "Sources/Impl/ConsoleLogger.swift": impl, "Sources/App/Greeter.swift": app,
        ]
    }

    static func factory(_ target: String, _ outcome: PipelineOutcome) -> String? {
        outcome.targets.first { $0.target.name == target }?.factorySource
    }

    @Test func anImplementationIsLinkedToAProtocolOfAModuleThatDoesNotUseDeli() throws {
        let outcome = DeliPipeline(fileSystem: InMemoryFileSystem(files: Self.files())).run(configPath: "deli.yml")
        #expect(outcome.allDiagnostics.filter(\.isError) == [])
        let impl = try #require(Self.factory("Impl", outcome))
        #expect(impl.contains("import Interfaces\n"))
        #expect(impl.contains("        .link((any Logger).self)\n"))
        #expect(Self.factory("App", outcome)?.contains("context.resolve((any Logger).self") == true)
    }

    @Test func aProtocolThatRefinesComponentInAModuleBelowMakesAComponentAbove() throws {
        var files = Self.files()
        files["Sources/Interfaces/Logger.swift"] = "import Deli\npublic protocol Logger: AnyObject, Component {}\n"
        files["Sources/Impl/ConsoleLogger.swift"] =
            "import Interfaces\npublic final class ConsoleLogger: Logger {\n    public init() {}\n}\n"
        let outcome = DeliPipeline(fileSystem: InMemoryFileSystem(files: files)).run(configPath: "deli.yml")
        #expect(outcome.allDiagnostics.filter(\.isError) == [])
        let impl = try #require(Self.factory("Impl", outcome))
        #expect(impl.contains("            ConsoleLogger.self,\n"))
        #expect(impl.contains("        .link((any Logger).self)\n"))
    }

    /// Impl is scanned twice in App's run (for its own names, then for App's), and both modules are
    /// read again for Impl's target: each module's cache and summary are saved once, at the end of the
    /// run, with the run's trust time; a second run saves nothing.
    @Test func aModuleScannedTwiceInARunIsSavedOnce() throws {
        var disk = InMemoryFileSystem(files: Self.files())
        disk.time = 1_000_000_000_000
        let store = MemoryModuleStore()
        let first = DeliPipeline(fileSystem: disk, moduleStore: store).run(configPath: "deli.yml")
        #expect(first.allDiagnostics.filter(\.isError) == [])
        #expect(store.saves.sorted() == ["cache Impl", "cache Interfaces", "summary Impl", "summary Interfaces"])
        for module in ["Impl", "Interfaces"] {
            let trust = try #require(store.summary(of: module)?.trustedBefore)
            #expect(trust < Int64.max && trust == store.scanCache(of: module)?.trustedBefore)
        }
        disk.time += 10_000_000_000
        _ = DeliPipeline(fileSystem: disk, moduleStore: store).run(configPath: "deli.yml")
        #expect(store.saves.count == 4)
    }

    /// Builds with caches kept from build to build, and without any, after each edit: the same
    /// factories and resolved files either way. The cached builds still know names an earlier
    /// state of the sources made relevant.
    @Test func cachedBuildsAgreeWithFreshOnesAsTheInterfacesChange() {
        var disk = InMemoryFileSystem(files: Self.files())
        let caches = (scan: MemoryScanCache(), records: MemoryRecords(), modules: MemoryModuleStore())
        let edits: [(String, String)] = [
            ("Sources/Interfaces/Logger.swift", "import Deli\npublic protocol Logger: AnyObject, Component {}\n"),
            ("Sources/Impl/ConsoleLogger.swift", "import Interfaces\npublic final class ConsoleLogger: Logger {}\n"),
            ("Sources/Interfaces/Logger.swift", Self.interfaces),
            ("Sources/Impl/ConsoleLogger.swift", Self.impl),
            ("Sources/Interfaces/Logger.swift", Self.interfaces + "public protocol Clock: AnyObject {}\n"),
            ("Sources/Impl/ConsoleLogger.swift", Self.impl + "extension ConsoleLogger: Clock {}\n"),
        ]
        for (step, (path, text)) in edits.enumerated() {
            disk.addFile(path, bytes: Array(text.utf8))
            disk.time += 1
            let cached = DeliPipeline(
                fileSystem: disk, scanCache: caches.scan, buildRecords: caches.records, moduleStore: caches.modules
            ).run(configPath: "deli.yml")
            let fresh = DeliPipeline(fileSystem: disk).run(configPath: "deli.yml")
            #expect(cached.targets.map(\.factorySource) == fresh.targets.map(\.factorySource), "step \(step)")
            #expect(cached.targets.map(\.resolvedSource) == fresh.targets.map(\.resolvedSource), "step \(step)")
            #expect(cached.allDiagnostics == fresh.allDiagnostics, "step \(step)")
        }
    }
}

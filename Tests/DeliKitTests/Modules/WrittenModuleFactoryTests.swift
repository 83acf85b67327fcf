import Testing

@testable import DeliKit

/// Without the plugin, `deli build` writes each module's factory into its sources. A later
/// `deli build --target App` checks App against the module's sources; when those register other
/// components than the factory written earlier, that factory is reported out of date (DELI-C087),
/// and never when it still matches, however the layers spell their types.
@Suite struct WrittenModuleFactoryTests {
    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
            name: "Shop",
            dependencies: [.package(url: "https://github.com/example/Deli", from: "0.1.0")],
            targets: [
                .target(name: "Interfaces"),
                .target(name: "Impl", dependencies: ["Interfaces", .product(name: "Deli", package: "Deli")]),
                .executableTarget(
                    name: "App", dependencies: ["Impl", "Interfaces", .product(name: "Deli", package: "Deli")]),
            ]
        )
        """

    static let interfaces = """
        public protocol Logger: AnyObject {}
        public protocol Store: AnyObject {}
        """

    static let impl = """
        import Deli
        import Interfaces
        public final class ConsoleLogger: Interfaces.Logger, Component {
            public let qualifier: String? = "console"
            public init() {}
        }
        public final class MemoryStore: Store, LazyAutowired {
            public let scope: Scope = .prototype
            public init() {}
            public func inject(_ logger: Logger) {}
        }
        public struct RetryConfig: ConfigProperty {
            public let target = "retry"
            public let count: Int
        }
        """

    static let app = """
        import Deli
        import Impl
        import Interfaces
        protocol Logger: AnyObject {}
        final class Checkout: Autowired {
            required init(console logger: Interfaces.Logger, _ store: Store, _ retry: RetryConfig) {}
        }
        """

    static let config = """
        target: [Impl, App]
        config:
          Impl:
            className: ImplFactory
            properties: [impl.yml]
          App:
            className: AppFactory
        """

    static func files() -> [String: String] {
        [
            "Package.swift": manifest, "deli.yml": config, "impl.yml": "retry:\n  count: 3\n",
            "Sources/Interfaces/Interfaces.swift": interfaces, "Sources/Impl/Impl.swift": impl,
            "Sources/App/App.swift": app,
        ]
    }

    /// Runs `targets` (all when empty) and writes the factories into `files`, as `deli build` does.
    @discardableResult
    static func build(_ files: inout [String: String], targets: [String] = []) -> [String] {
        let outcome = DeliPipeline(fileSystem: InMemoryFileSystem(files: files)).run(
            configPath: "deli.yml", targets: targets)
        for target in outcome.targets {
            if let source = target.factorySource { files[target.target.outputPath] = source }
        }
        return outcome.allDiagnostics.filter(\.isError).map(DiagnosticFormatter.text)
    }

    static let stale =
        "Sources/Impl/DeliFactory.swift:1:1: error: 'Sources/Impl/DeliFactory.swift' is out of date: the sources "
        + "of module 'Impl' register other components than this factory an earlier 'deli build' wrote, so they "
        + "would be missing at run time; run 'deli build --target Impl' to write it again [DELI-C087]"

    @Test func aFactoryThatStillMatchesIsNotReported() {
        var files = Self.files()
        #expect(Self.build(&files) == [])
        #expect(files["Sources/Impl/DeliFactory.swift"]?.contains("\n// Registrations: ") == true)
        #expect(Self.build(&files, targets: ["App"]) == [])
        files["Sources/Impl/Impl.swift"] = Self.impl + "\nfunc helper() -> Int { 1 }\n"
        #expect(Self.build(&files, targets: ["App"]) == [], "no registration changed")
    }

    /// The app's own component of a module component's name (two types, one per module).
    @Test func aComponentOfTheSameNameInTheAppIsNotTakenForTheModules() {
        var files = Self.files()
        files["Sources/App/Own.swift"] = "import Deli\nfinal class ConsoleLogger: Component { init() {} }\n"
        #expect(Self.build(&files) == [])
        #expect(Self.build(&files, targets: ["App"]) == [])
    }

    @Test func aComponentAddedToTheModuleMakesItsFactoryStale() {
        var files = Self.files()
        #expect(Self.build(&files) == [])
        files["Sources/Impl/Promo.swift"] = "import Deli\npublic final class Promo: Component { public init() {} }\n"
        #expect(Self.build(&files, targets: ["App"]) == [Self.stale])
        #expect(Self.build(&files, targets: ["Impl"]) == [])
        #expect(Self.build(&files, targets: ["App"]) == [], "written again, it matches")
    }

    @Test(arguments: [
        ("\"console\"", "\"terminal\""), ("scope: Scope = .prototype", "scope: Scope = .singleton"),
        ("MemoryStore: Store, LazyAutowired", "MemoryStore: Store, Component"),
    ])
    func aQualifierScopeOrKindChangedMakesItsFactoryStale(_ edit: (String, String)) {
        var files = Self.files()
        #expect(Self.build(&files) == [])
        files["Sources/Impl/Impl.swift"] = Self.impl.replacingOccurrences(of: edit.0, with: edit.1)
        // A qualifier the app asks for and the module dropped is also an E001 at the app.
        #expect(Self.build(&files, targets: ["App"]).contains(Self.stale))
    }

    @Test func aRunThatWritesTheModuleToo() {
        var files = Self.files()
        #expect(Self.build(&files) == [])
        files["Sources/Impl/Promo.swift"] = "import Deli\npublic final class Promo: Component { public init() {} }\n"
        #expect(Self.build(&files) == [], "the module's factory is written again in the same run")
    }

    @Test func aFactoryThatStatesNoFingerprintIsTakenAsItIs() throws {
        var files = Self.files()
        #expect(Self.build(&files) == [])
        let factory = try #require(files["Sources/Impl/DeliFactory.swift"])
        files["Sources/Impl/DeliFactory.swift"] = factory.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix(RegistrationDigest.headerPrefix) }.joined(separator: "\n")
        files["Sources/Impl/Promo.swift"] = "import Deli\npublic final class Promo: Component { public init() {} }\n"
        #expect(Self.build(&files, targets: ["App"]) == [], "written by an earlier version: nothing to compare")
    }
}

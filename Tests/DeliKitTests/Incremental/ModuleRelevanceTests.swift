import Testing

@testable import DeliKit

/// Names a module makes relevant to the targets that link it, or that an app makes relevant to its
/// modules, stop and start being relevant: every target's cached run agrees with a cold one. Core
/// declares `Base0`, a component or not; Impl and App subclass it; App asks for one `P1`, which
/// `Base0` implements.
@Suite struct ModuleRelevanceTests {
    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
            name: "M",
            dependencies: [.package(url: "https://github.com/example/Deli", from: "0.1.0")],
            targets: [
                .target(name: "Core", dependencies: [.product(name: "Deli", package: "Deli")]),
                .target(name: "Impl", dependencies: ["Core", .product(name: "Deli", package: "Deli")]),
                .executableTarget(
                    name: "App", dependencies: ["Impl", "Core", .product(name: "Deli", package: "Deli")]),
            ]
        )
        """

    static let config = ["Core", "Impl", "App"].map { target in
        "  \(target):\n    target: \(target)\n    className: \(target)Factory\n    accessControl: public\n"
    }.joined()

    static let component = "import Deli\nprotocol P1: AnyObject {}\nclass Base0: P1, Component {\n    init() {}\n}\n"
    static let plain = "import Deli\nprotocol P1: AnyObject {}\nclass Base0 {\n    init() {}\n}\n"
    static let impl = "import Deli\nimport Core\nfinal class T7: Component {\n    init() {}\n}\n\nclass T1: Base0 {}\n"

    static let files = [
        "Package.swift": manifest, "deli.yml": "config:\n" + config,
        "Sources/Core/Base.swift": component,
        "Sources/Impl/Impl.swift": impl,
        // Scanned only while Base0 is relevant to Impl, which Core makes it.
        "Sources/Impl/Sub.swift": "import Core\nclass Sub: Base0 {}\nfunc oops( {\n",
        "Sources/App/App.swift": """
        import Deli
        import Core
        import Impl
        class T5: Base0 {}
        final class User: Autowired {
            required init(_ one: P1) {}
        }

        """,
    ]

    /// Every target run with a scan cache, build records and a module store kept from run to run,
    /// and without them.
    struct Session {
        var disk = InMemoryFileSystem(files: ModuleRelevanceTests.files)
        let caches = MemoryScanCache()
        let records = MemoryRecords()
        let modules = MemoryModuleStore()

        /// Moves the clock on a minute, runs every target both ways, and checks that they agree;
        /// returns the cached run's outcomes by target.
        mutating func step(sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String: TargetOutcome] {
            disk.time += 60_000_000_000
            let cached = DeliPipeline(fileSystem: disk, scanCache: caches, buildRecords: records, moduleStore: modules)
                .run(configPath: "deli.yml").targets
            let cold = DeliPipeline(fileSystem: disk).run(configPath: "deli.yml").targets
            #expect(cached.map(\.factorySource) == cold.map(\.factorySource), sourceLocation: sourceLocation)
            #expect(cached.map(\.resolvedSource) == cold.map(\.resolvedSource), sourceLocation: sourceLocation)
            #expect(cached.map(\.diagnostics) == cold.map(\.diagnostics), sourceLocation: sourceLocation)
            #expect(cached.map(\.componentCount) == cold.map(\.componentCount), sourceLocation: sourceLocation)
            return Dictionary(uniqueKeysWithValues: cached.map { ($0.target.name, $0) })
        }

        mutating func write(_ path: String, _ text: String) {
            disk.addFile(path, bytes: Array(text.utf8))
        }
    }

    /// Impl's Sub.swift is scanned for Impl only while Core's Base0 is a component: its syntax
    /// error goes when Base0 stops being one and comes back with it.
    @Test func aModuleSubclassLosesItsDiagnosticsWhenTheBaseStopsBeingAComponent() {
        var session = Session()
        let first = session.step()
        #expect(first["Impl"]?.diagnostics.map(\.id) == [.syntaxError])
        #expect(first["App"]?.diagnostics.map(\.id) == [.ambiguousImplementation])
        session.write("Sources/Core/Base.swift", Self.plain)
        #expect(session.step()["Impl"]?.diagnostics == [])
        #expect(session.step()["Impl"]?.diagnostics == [])
        session.write("Sources/Core/Base.swift", Self.component)
        #expect(session.step()["Impl"]?.diagnostics == first["Impl"]?.diagnostics)
    }

    /// A subclass of Base0 added to Impl, next to a component, is an implementation the app must
    /// see, though Base0 is relevant to Impl only through Core: the app's record, made after a
    /// scan of the edited Impl, no longer applies.
    @Test func aSubclassAddedToAModuleReachesTheAppThatAssemblesIt() {
        var session = Session()
        let before = session.step()
        session.write("Sources/Impl/Impl.swift", Self.impl + "// edited\n")
        #expect(session.step()["App"]?.diagnostics == before["App"]?.diagnostics)
        session.write("Sources/Impl/Impl.swift", Self.impl + "// edited\n\nclass T12: Base0 {}\n")
        let after = session.step()
        #expect(after["App"]?.isReplayed == false)
        #expect(after["App"]?.diagnostics.map(\.id) == [.ambiguousImplementation])
        #expect(after["App"]?.diagnostics != before["App"]?.diagnostics)
        _ = session.step()
    }
}

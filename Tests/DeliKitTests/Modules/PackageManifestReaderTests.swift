import Testing

@testable import DeliKit

@Suite struct PackageManifestReaderTests {
    @Test func findsTargetsAndDeclaredPaths() {
        let manifest = """
            let package = Package(
                name: "P",
                targets: [
                    .target(name: "Core", dependencies: [], path: "Lib/Core"),
                    .executableTarget(name: "Tool"),
                    .testTarget(name: "CoreTests", dependencies: ["Core"], path: "T"),
                    .target(name: dynamicName, path: "x"),
                    .target(name: "Interp", path: "\\(root)/x"),
                ]
            )
            """
        let targets = PackageManifestReader.targets(inManifest: manifest)
        #expect(targets["Core"] == .some("Lib/Core"))
        #expect(targets["Tool"] == .some(nil))
        #expect(targets["CoreTests"] == .some("T"))
        #expect(targets["Interp"] == .some(nil))
        #expect(targets.count == 4)
        #expect(PackageManifestReader.sourcesDirectory(of: "Tool", inManifest: manifest) == "Sources/Tool")
        #expect(PackageManifestReader.sourcesDirectory(of: "Core", inManifest: manifest) == "Lib/Core")
        #expect(PackageManifestReader.sourcesDirectory(of: "Nope", inManifest: manifest) == nil)
        // SwiftPM's default folder of a test target is under Tests.
        let tests = manifest.replacingEvery(#", path: "T")"#, with: ")")
        #expect(PackageManifestReader.sourcesDirectory(of: "CoreTests", inManifest: tests) == "Tests/CoreTests")
    }

    @Test func brokenManifestDoesNotCrash() {
        #expect(PackageManifestReader.targets(inManifest: ".target(name: \"A\", path: ").keys.sorted() == ["A"])
    }

    /// A missing comma chains two target calls (SwiftPM rejects it): both are read, so no check
    /// blames the first one's absence; a syntax error is located for a warning.
    @Test func readsChainedTargetsAndLocatesTheFirstSyntaxError() {
        let chained = """
            let package = Package(
                name: "P",
                targets: [
                    .target(name: "Impl", dependencies: ["Core"])
                    .target(name: "Lib"),
                ]
            )
            """
        let manifest = PackageManifestReader.manifest(chained)
        #expect(manifest.targets.map(\.name) == ["Impl", "Lib"])
        #expect(manifest.targets[0].dependencies == [.byName("Core")])
        #expect(manifest.firstSyntaxError == nil)
        let broken = PackageManifestReader.manifest(chained.replacingEvery(#""Lib"),"#, with: #""Lib","#))
        #expect(broken.firstSyntaxError.map { [$0.line, $0.column] } == [5, 29])
    }

    /// `.defaultIsolation(MainActor.self)` in a target's `swiftSettings:` makes it main-actor
    /// isolated by default; `nil`, another setting or none does not, and the last one counts.
    @Test func findsMainActorByDefault() {
        let manifest = PackageManifestReader.manifest(
            """
            let package = Package(name: "P", targets: [
                .executableTarget(
                    name: "App",
                    swiftSettings: [.swiftLanguageMode(.v6), .defaultIsolation(MainActor.self)]),
                .target(name: "Lib", swiftSettings: [.defaultIsolation(nil)]),
                .target(name: "Core", swiftSettings: [.defaultIsolation(MainActor.self), .defaultIsolation(nil)]),
                .target(name: "UI", swiftSettings: [.defaultIsolation(nil), .defaultIsolation(MainActor.self)]),
                .target(name: "Plain", swiftSettings: [.swiftLanguageMode(.v6)]),
            ])
            """)
        #expect(manifest.targets.map(\.isMainActorByDefault) == [true, false, false, true, false])
    }

    /// Settings passed through a top-level name, or joined with `+`, are read as the array they hold.
    @Test func findsMainActorByDefaultThroughAName() {
        let manifest = PackageManifestReader.manifest(
            """
            let appSettings: [SwiftSetting] = [.defaultIsolation(MainActor.self)]
            let common = [SwiftSetting.swiftLanguageMode(.v6)]
            var joined = common + appSettings
            let loop = loop
            let package = Package(name: "P", targets: [
                .target(name: "App", swiftSettings: appSettings),
                .target(name: "Joined", swiftSettings: joined),
                .target(name: "Plus", swiftSettings: common + [.defaultIsolation(MainActor.self)]),
                .target(name: "Undone", swiftSettings: appSettings + [.defaultIsolation(nil)]),
                .target(name: "Common", swiftSettings: common),
                .target(name: "Cycle", swiftSettings: loop),
                .target(name: "Unknown", swiftSettings: settings()),
            ])
            """)
        #expect(manifest.targets.map(\.isMainActorByDefault) == [true, true, true, false, false, false, false])
    }
}

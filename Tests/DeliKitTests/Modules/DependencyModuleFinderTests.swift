import Foundation
import Testing

@testable import DeliKit

/// Reading target dependencies, plugins, products and package dependencies from manifests, and
/// walking them to the modules a target depends on.
@Suite struct DependencyModuleFinderTests {
    static let app = """
        let package = Package(
            name: "App",
            products: [.library(name: "AppKit", targets: ["Feature"])],
            dependencies: [
                .package(name: "Deli", path: "Vendor/Deli"),
                .package(path: "Modules/Network"),
                .package(url: "https://example.com/acme/Payments.git", from: "1.0.0"),
            ],
            targets: [
                .executableTarget(
                    name: "App",
                    dependencies: [
                        "Feature", .target(name: "Core"), .product(name: "Deli", package: "Deli"),
                        .product(name: "Network", package: "network"), .byName(name: "PaymentsKit"),
                    ],
                    plugins: [.plugin(name: "DeliPlugin", package: "Deli")]),
                .target(name: "Feature", dependencies: [.target(name: "Core")], path: "Lib/Feature"),
                .target(name: "Core", dependencies: [.product(name: "Deli", package: "Deli")], plugins: ["DeliPlugin"]),
                .testTarget(name: "AppTests", dependencies: ["App"]),
                .plugin(name: "Lint", capability: .buildTool()),
            ]
        )
        """

    static let network = """
        let package = Package(
            name: "Network",
            products: [.library(name: "Network", targets: ["Network", "NetworkExtras"])],
            targets: [
                .target(name: "Network", dependencies: ["NetworkExtras", .product(name: "Deli", package: "Deli")]),
                .target(name: "NetworkExtras", dependencies: ["NetworkCore"]),
                .target(name: "NetworkCore"),
            ]
        )
        """

    static let payments = """
        let package = Package(
            name: "Payments", products: [.library(name: "PaymentsKit", targets: ["Payments"])],
            targets: [
                .target(
                    name: "Payments", dependencies: [.product(name: "Deli", package: "Deli")],
                    plugins: [.plugin(name: "DeliPlugin", package: "Deli")])
            ])
        """

    @Test func readsDependenciesPluginsProductsAndPackages() throws {
        let manifest = PackageManifestReader.manifest(Self.app)
        let app = try #require(manifest.target(named: "App"))
        #expect(
            app.dependencies == [
                .byName("Feature"), .target("Core"), .product(name: "Deli", package: "Deli"),
                .product(name: "Network", package: "network"), .byName("PaymentsKit"),
            ])
        #expect(app.usesDeliPlugin)
        #expect(manifest.target(named: "Core")?.usesDeliPlugin == true)
        #expect(manifest.target(named: "Feature")?.usesDeliPlugin == false)
        #expect(manifest.targets.map(\.name) == ["App", "Feature", "Core", "AppTests", "Lint"])
        #expect((app.line, app.column) == (10, 9))
        #expect(manifest.products == ["AppKit": ["Feature"]])
        #expect(manifest.packageDependency(named: "network")?.path == "Modules/Network")
        #expect(manifest.packageDependency(named: "Payments")?.url == "https://example.com/acme/Payments.git")
    }

    @Test func walksLocalTargetsPathPackagesAndCheckoutsDepthFirstEachOnce() {
        let files = [
            "Package.swift": Self.app, "Modules/Network/Package.swift": Self.network,
            ".build/checkouts/Payments/Package.swift": Self.payments,
            "Vendor/Deli/Package.swift": "let package = Package(name: \"Deli\", targets: [.target(name: \"Deli\")])",
        ]
        let finder = DependencyModuleFinder(fileSystem: InMemoryFileSystem(files: files), rootPackage: ".")
        let modules = finder.modules(of: "App", inPackage: ".")
        #expect(
            modules.map(\.sourceDirectory) == [
                "Lib/Feature", "Sources/Core", "Modules/Network/Sources/Network",
                ".build/checkouts/Payments/Sources/Payments",
            ])
        #expect(modules.map { $0.factory != nil } == [false, true, false, true])
        #expect(modules.first?.location == SourceLocation(file: "Package.swift", line: 17, column: 9))
        // What each module sees is every module below it, whether or not it reaches the runtime.
        #expect(
            modules.map(\.visibleModules) == [["Core"], [], ["NetworkCore", "NetworkExtras"], []])
    }

    /// Hostile manifests are answered at once and never walked recursively: deep postfix chains and
    /// long runs of nested brackets read as declaring nothing.
    @Test func aHostileManifestDeclaresNothingAndDoesNotHang() {
        let deep =
            "let package = Package(name: \"P\", targets: [.target(name: \"A\", path: x"
            + String(repeating: ".a", count: 50_000) + ")])"
        #expect(PackageManifestReader.manifest(deep).targets.isEmpty)
        let brackets =
            "let package = Package(name: \"P\", targets: [.target(name: \"A\")])\nlet x = "
            + String(repeating: "[", count: 30) + String(repeating: "]", count: 30)
        #expect(PackageManifestReader.manifest(brackets).targets.isEmpty)
    }

    /// A macro is built for the compiler, never linked into the app: the walk leaves it (and what
    /// only it depends on) out, while the target that declares the macros is a local module.
    @Test func aMacroTargetIsNeverLinked() {
        let manifest = """
            let package = Package(name: "M", targets: [
                .executableTarget(name: "App", dependencies: ["Stamps", .product(name: "Deli", package: "Deli")]),
                .target(name: "Stamps", dependencies: ["StampsMacros"]),
                .macro(name: "StampsMacros", dependencies: ["StampsSupport"]),
                .target(name: "StampsSupport"),
            ])
            """
        let finder = DependencyModuleFinder(
            fileSystem: InMemoryFileSystem(files: ["Package.swift": manifest]), rootPackage: ".")
        #expect(finder.modules(of: "App", inPackage: ".").map(\.name) == ["Stamps"])
    }

    @Test func aTargetMissingFromTheManifestHasNoDependencies() {
        let finder = DependencyModuleFinder(
            fileSystem: InMemoryFileSystem(files: ["Package.swift": Self.app]), rootPackage: ".")
        #expect(finder.modules(of: "Nope", inPackage: ".").isEmpty)
        #expect(finder.modules(of: "App", inPackage: "Elsewhere").isEmpty)
    }

    /// Feature reaches the runtime through Core, so it is read; NetworkExtras and NetworkCore never
    /// reach it, so they cannot declare components and are not read.
    @Test func dependencyCyclesEnd() {
        let manifest = """
            let package = Package(name: "C", targets: [
                .target(name: "A", dependencies: ["B", "Deli"]), .target(name: "B", dependencies: ["A", "Deli"])])
            """
        let finder = DependencyModuleFinder(
            fileSystem: InMemoryFileSystem(files: ["Package.swift": manifest]), rootPackage: ".")
        #expect(finder.modules(of: "A", inPackage: ".").map(\.name) == ["B"])
        #expect(finder.declaration(of: "A", inPackage: ".")?.visibleModules == ["B"])
    }
}

/// The modules deli finds in `Examples/Modular`'s manifests; `Scripts/check-module-walk.sh` (run
/// by CI after building the example with the plugin) checks that the plugin passed the same ones.
@Suite struct ExampleModuleWalkTests {
    static let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Modular").path

    @Test(arguments: [
        ("Modular", ["Core", "Receipts", "Storage", "PaymentsKit", "Network"]),
        ("Storage", ["Core", "Receipts", "PaymentsKit"]), ("Core", []),
        ("ModularTests", ["Modular", "Core", "Receipts", "Storage", "PaymentsKit", "Network"]),
    ])
    func theLayeredExampleLinks(target: String, modules: [String]) {
        let finder = DependencyModuleFinder(fileSystem: LocalFileSystem(), rootPackage: Self.example)
        #expect(finder.modules(of: target, inPackage: Self.example).map(\.name) == modules)
    }
}

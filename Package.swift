// swift-tools-version: 6.0
import PackageDescription

/// The `deli` tool the plugins run. By default SwiftPM builds it from source, swift-syntax
/// included: minutes on the first build of every `.build`. With `DELI_TOOL_BUNDLE` set to a
/// prebuilt artifact bundle (`deli.artifactbundle` or its `.zip`, written by
/// Scripts/make-artifact-bundle.sh; absolute, or relative to this package's root), the plugins run
/// that executable and nothing is compiled for them. An environment variable, not a check for a
/// file: SwiftPM evaluates the manifest again when the environment changes, but not when a file
/// the manifest looked at appears or goes away (docs/prebuilt-tool.md).
let toolBundle = Context.environment["DELI_TOOL_BUNDLE"].flatMap { $0.isEmpty ? nil : relativeToPackage($0) }
let pluginTool: Target.Dependency = toolBundle == nil ? "deli" : "DeliToolBundle"

/// `path` relative to this package's root: SwiftPM refuses an absolute path for a binary target.
func relativeToPackage(_ path: String) -> String {
    guard path.hasPrefix("/") else { return path }
    let root = Context.packageDirectory.split(separator: "/")
    let target = path.split(separator: "/")
    let shared = zip(root, target).prefix { $0 == $1 }.count
    let up = Array(repeating: "..", count: root.count - shared)
    return (up + target.dropFirst(shared).map(String.init)).joined(separator: "/")
}

let package = Package(
    name: "Deli",
    products: [
        .library(name: "Deli", targets: ["Deli"]),
        // Runs the app's `Service` components in a swift-service-lifecycle `ServiceGroup`.
        .library(name: "DeliServiceLifecycle", targets: ["DeliServiceLifecycle"]),
        // The pipeline as a library, for the benchmarks in Benchmarks/ only: not an API (hence the
        // underscore); nothing in it is promised to stay.
        .library(name: "_DeliKit", targets: ["DeliKit"]),
        .executable(name: "deli", targets: ["deli"]),
        .plugin(name: "DeliPlugin", targets: ["DeliPlugin"]),
        .plugin(name: "DeliCommandPlugin", targets: ["DeliCommandPlugin"]),
        .plugin(name: "DeliCheckPlugin", targets: ["DeliCheckPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        // Only for the DeliServiceLifecycle bridge; `Deli` itself depends on nothing.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", exact: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.14.0"),
    ],
    targets: [
        // The runtime that apps link. It depends on nothing.
        .target(name: "Deli"),

        // The bridge to swift-service-lifecycle, a separate product so that `Deli` stays dependency-free.
        .target(
            name: "DeliServiceLifecycle",
            dependencies: [
                "Deli",
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // The system libyaml, reached through a module map. Nothing is vendored.
        .systemLibrary(
            name: "CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),

        // The pure pipeline: config -> scan -> graph -> validate -> render. No I/O to stdout, no exit.
        .target(
            name: "DeliKit",
            dependencies: [
                "CYaml",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),

        // The command-line tool: file I/O, flags, printing and exit codes.
        .executableTarget(
            name: "deli",
            dependencies: [
                "DeliKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // Writes the generated diagnostics files (the id lists and the explain texts) from their
        // sources: `swift run generate-diagnostics`. A development tool, not a product.
        .executableTarget(name: "generate-diagnostics"),

        // Runs `deli build` for the target it is attached to during `swift build`.
        .plugin(name: "DeliPlugin", capability: .buildTool(), dependencies: [pluginTool]),

        // `swift package deli validate|build|generate`.
        .plugin(
            name: "DeliCommandPlugin",
            capability: .command(
                intent: .custom(verb: "deli", description: "Check the dependency graph or generate the factories."),
                permissions: [.writeToPackageDirectory(reason: "deli build writes the generated factories.")]
            ),
            dependencies: [pluginTool]
        ),

        // `swift package deli-check validate|generate|why|explain`: the read-only verbs, without any
        // permission, so no prompt and no terminal are needed (CI).
        .plugin(
            name: "DeliCheckPlugin",
            capability: .command(
                intent: .custom(verb: "deli-check", description: "Check the dependency graph without writing anything.")
            ),
            dependencies: [pluginTool]
        ),

        .testTarget(name: "DeliTests", dependencies: ["Deli"]),
        .testTarget(name: "DeliServiceLifecycleTests", dependencies: ["DeliServiceLifecycle"]),
        // Old Deli 0.9 client code, compiled in Swift 5 language mode.
        .testTarget(
            name: "DeliSwift5ClientTests",
            dependencies: ["Deli"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),

        // Fixtures hold Swift sources that are scanned, never compiled.
        .testTarget(name: "DeliKitTests", dependencies: ["DeliKit"], exclude: ["Fixtures", "ProjectFixtures"]),

        // Compiles the committed reference factory with its fixture sources and runs it.
        .testTarget(
            name: "DeliGeneratedCodeTests",
            dependencies: ["Deli"],
            exclude: ["deli.yml", "Properties", "Reference/Fixture.resolved"]
        ),

        // The same reference factory and fixture (symbolic links), compiled in Swift 5 mode.
        .testTarget(
            name: "DeliGeneratedCodeSwift5Tests",
            dependencies: ["Deli"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),

        // A factory generated for a module whose declarations are main-actor isolated by default,
        // compiled with that setting (`.defaultIsolation(MainActor.self)` needs tools 6.2; the flag
        // is what it passes) and the upcoming features of Xcode 26's "Approachable Concurrency".
        .testTarget(
            name: "DeliGeneratedCodeMainActorTests",
            dependencies: ["Deli"],
            exclude: ["deli.yml", "Project/Package.swift"],
            swiftSettings: [
                .unsafeFlags(["-default-isolation", "MainActor"]),
                .enableUpcomingFeature("InferIsolatedConformances"),
                .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
            ]
        ),

        // Runs the built `deli` binary: flags, exit codes, messages, files written.
        .testTarget(name: "deliCLITests", dependencies: ["deli", "generate-diagnostics"]),
    ]
)

// The prebuilt tool, only when DELI_TOOL_BUNDLE names one (see the top of this file).
if let toolBundle {
    package.targets.append(.binaryTarget(name: "DeliToolBundle", path: toolBundle))
}

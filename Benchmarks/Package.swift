// swift-tools-version: 6.0
import PackageDescription

// From this folder, in release mode:
//   swift run -c release RuntimeBenchmarks
//   swift run -c release ScanBenchmarks [files] [repetitions]
//   swift build -c release --product deli && swift build -c release --product SequenceBenchmarks &&
//     .build/release/SequenceBenchmarks .build/release/deli [baseline deli] [files] [rounds]
//   swift build -c release --product PluginBuildBenchmarks (see its main.swift for the bundle it needs)
//   swift run -c release TypeCheckBenchmarks <folder with Deli.swiftmodule> [components...]
//   swift run -c release GraphBenchmarks <deli.yml of a synthetic project> [repetitions]
let package = Package(
    name: "DeliBenchmarks",
    dependencies: [
        .package(name: "Deli", path: ".."),
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        // Only here, to compare with the most used runtime container side by side.
        .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
    ],
    targets: [
        .executableTarget(
            name: "RuntimeBenchmarks",
            dependencies: [
                .product(name: "Deli", package: "Deli"),
                .product(name: "Swinject", package: "Swinject"),
            ]
        ),
        // Writes synthetic projects: N files, a fraction of them declaring components.
        .target(name: "SyntheticProject"),
        .executableTarget(
            name: "ScanBenchmarks",
            dependencies: [
                "SyntheticProject",
                .product(name: "_DeliKit", package: "Deli"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        .executableTarget(name: "WriteSyntheticProject", dependencies: ["SyntheticProject"]),
        // `swift build` of a 20-module package with the plugin on every module, and without it.
        .executableTarget(name: "PluginBuildBenchmarks", dependencies: ["SyntheticProject"]),
        // The run sequences users have (first build, no change, edits), through a `deli` binary.
        .executableTarget(
            name: "SequenceBenchmarks",
            dependencies: ["SyntheticProject", .product(name: "SwiftParser", package: "swift-syntax")]
        ),
        // What an edit costs under `deli watch`, against a `deli build` per edit.
        .executableTarget(name: "WatchBenchmarks", dependencies: ["SyntheticProject"]),
        // The pipeline in a loop, to profile one mode with `perf record`.
        .executableTarget(name: "ProfilePipeline", dependencies: [.product(name: "_DeliKit", package: "Deli")]),
        // Graph + checks, factory text and resolved YAML after the scan, stage by stage.
        .executableTarget(
            name: "GraphBenchmarks", dependencies: ["SyntheticProject", .product(name: "_DeliKit", package: "Deli")]),
        .executableTarget(
            name: "TypeCheckBenchmarks",
            dependencies: ["SyntheticProject", .product(name: "_DeliKit", package: "Deli")]
        ),
    ]
)

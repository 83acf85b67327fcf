// swift-tools-version: 6.0
import PackageDescription

// Runtime benchmarks: `swift run -c release RuntimeBenchmarks` from this folder.
let package = Package(
    name: "DeliBenchmarks",
    dependencies: [
        .package(name: "Deli", path: "..")
    ],
    targets: [
        .executableTarget(
            name: "RuntimeBenchmarks",
            dependencies: [.product(name: "Deli", package: "Deli")]
        )
    ]
)

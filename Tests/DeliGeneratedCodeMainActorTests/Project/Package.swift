// swift-tools-version: 6.2
// Read by deli only (the test target excludes it and passes `-default-isolation MainActor` itself).
import PackageDescription

let package = Package(
    name: "App",
    targets: [
        .executableTarget(name: "App", swiftSettings: [.defaultIsolation(MainActor.self)])
    ]
)

// swift-tools-version: 6.0
import PackageDescription

// Swift 6 language mode, the build plugin alone (no deli.yml): main-actor components, an actor, and
// components whose initialisers are async or throw.
let package = Package(
    name: "Concurrency",
    dependencies: [
        .package(name: "Deli", path: "../..")
    ],
    targets: [
        .target(
            name: "Pantry",
            dependencies: [.product(name: "Deli", package: "Deli")],
            plugins: [.plugin(name: "DeliPlugin", package: "Deli")]
        ),
        .executableTarget(name: "Concurrency", dependencies: ["Pantry"]),
        .testTarget(name: "PantryTests", dependencies: ["Pantry"]),
    ]
)

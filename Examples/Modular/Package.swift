// swift-tools-version: 6.0
import PackageDescription

// A multi-module app built with the plugin alone:
// - Core, a library target of this package, and Modular, the app, both have DeliPlugin attached;
//   `swift build` generates CoreFactory and ModularFactory, and checks Modular against Core's
//   components read from Core's sources (no resolved file, no command-line step).
// - Network is another package (Modules/Network) whose factory is generated with the command line
//   and committed; deli reads its sources too, and finds its committed factory.
let package = Package(
    name: "Modular",
    dependencies: [
        .package(name: "Deli", path: "../.."),
        .package(name: "Network", path: "Modules/Network"),
    ],
    targets: [
        .target(
            name: "Core",
            dependencies: [.product(name: "Deli", package: "Deli")],
            plugins: [.plugin(name: "DeliPlugin", package: "Deli")]
        ),
        .executableTarget(
            name: "Modular",
            dependencies: [
                "Core",
                .product(name: "Deli", package: "Deli"),
                .product(name: "Network", package: "Network"),
            ],
            plugins: [.plugin(name: "DeliPlugin", package: "Deli")]
        ),
        .testTarget(name: "ModularTests", dependencies: ["Modular", "Core"]),
    ]
)

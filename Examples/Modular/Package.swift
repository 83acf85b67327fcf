// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Modular",
    dependencies: [
        .package(name: "Deli", path: "../.."),
        .package(name: "Network", path: "Modules/Network"),
    ],
    targets: [
        .executableTarget(
            name: "Modular",
            dependencies: [
                .product(name: "Deli", package: "Deli"),
                .product(name: "Network", package: "Network"),
            ],
            plugins: [.plugin(name: "DeliPlugin", package: "Deli")]
        ),
        .testTarget(name: "ModularTests", dependencies: ["Modular"]),
    ]
)

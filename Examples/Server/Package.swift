// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Server",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Deli", path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
    ],
    targets: [
        .target(
            name: "ServerApp",
            dependencies: [
                .product(name: "Deli", package: "Deli"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            plugins: [.plugin(name: "DeliPlugin", package: "Deli")]
        ),
        .executableTarget(name: "Server", dependencies: ["ServerApp"]),
        .testTarget(
            name: "ServerAppTests",
            dependencies: [
                "ServerApp",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
    ]
)

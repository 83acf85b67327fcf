// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Server",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Deli", path: "../.."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.14.0"),
    ],
    targets: [
        .target(
            name: "ServerApp",
            dependencies: [
                .product(name: "Deli", package: "Deli"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            plugins: [.plugin(name: "DeliPlugin", package: "Deli")]
        ),
        .executableTarget(
            name: "Server",
            dependencies: [
                "ServerApp",
                .product(name: "DeliServiceLifecycle", package: "Deli"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "ServerAppTests",
            dependencies: [
                "ServerApp",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
    ]
)

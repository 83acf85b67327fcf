// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Bookstore",
    dependencies: [
        .package(name: "Deli", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "Bookstore",
            dependencies: [.product(name: "Deli", package: "Deli")],
            plugins: [.plugin(name: "DeliPlugin", package: "Deli")]
        ),
        .testTarget(name: "BookstoreTests", dependencies: ["Bookstore"]),
    ]
)

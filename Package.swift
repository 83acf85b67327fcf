// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Deli",
    products: [
        .library(name: "Deli", targets: ["Deli"])
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    ],
    targets: [
        // The runtime that apps link. It depends on nothing.
        .target(name: "Deli"),

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

        .testTarget(name: "DeliTests", dependencies: ["Deli"]),
        // Old Deli 0.9 client code, compiled in Swift 5 language mode.
        .testTarget(
            name: "DeliSwift5ClientTests",
            dependencies: ["Deli"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(name: "DeliKitTests", dependencies: ["DeliKit"]),
    ]
)

// swift-tools-version: 6.0
import PackageDescription

// A layered app built with the plugin alone:
// - Core, the lower module, declares the interfaces (`OrderRepository`, `OrderObserver`) and uses
//   them; Storage, above it, implements them; Modular, the app, adds an observer of its own. Each
//   has DeliPlugin attached: a library leaves what it does not provide to the app, and the whole
//   graph is checked when Modular is built.
// - PaymentsKit is a library package (Modules/Payments) with the plugin, no deli.yml and no
//   property file: Storage meets its requirement, Modular's properties hold its settings.
// - Receipts declares a protocol and does not use Deli: Storage implements it, the app asks for it.
// - Network is another package (Modules/Network) whose factory is generated with the command line
//   and committed; deli reads its sources too, and finds its committed factory.
let package = Package(
    name: "Modular",
    dependencies: [
        .package(name: "Deli", path: "../.."),
        .package(name: "Network", path: "Modules/Network"),
        .package(name: "PaymentsKit", path: "Modules/Payments"),
    ],
    targets: [
        .target(
            name: "Core",
            dependencies: [.product(name: "Deli", package: "Deli")],
            plugins: [.plugin(name: "DeliPlugin", package: "Deli")]
        ),
        .target(name: "Receipts"),
        .target(
            name: "Storage",
            dependencies: [
                "Core", "Receipts", .product(name: "Deli", package: "Deli"),
                .product(name: "PaymentsKit", package: "PaymentsKit"),
            ],
            plugins: [.plugin(name: "DeliPlugin", package: "Deli")]
        ),
        .executableTarget(
            name: "Modular",
            dependencies: [
                "Core", "Receipts", "Storage", .product(name: "PaymentsKit", package: "PaymentsKit"),
                .product(name: "Deli", package: "Deli"),
                .product(name: "Network", package: "Network"),
            ],
            plugins: [.plugin(name: "DeliPlugin", package: "Deli")]
        ),
        .testTarget(name: "ModularTests", dependencies: ["Modular", "Core", "Receipts", "Storage"]),
    ]
)

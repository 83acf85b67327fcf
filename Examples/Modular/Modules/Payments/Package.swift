// swift-tools-version: 6.0
import PackageDescription

// A library package as third parties ship one: DeliPlugin attached, no deli.yml and no property
// file. It declares `AuditLogger` and leaves it to the app, and reads `payments.retries` from the
// app's properties; both are checked where the app is assembled.
let package = Package(
    name: "PaymentsKit",
    products: [.library(name: "PaymentsKit", targets: ["PaymentsKit"])],
    dependencies: [.package(name: "Deli", path: "../../../..")],
    targets: [
        .target(
            name: "PaymentsKit",
            dependencies: [.product(name: "Deli", package: "Deli")],
            plugins: [.plugin(name: "DeliPlugin", package: "Deli")]
        )
    ]
)

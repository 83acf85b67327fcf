import Testing

@testable import DeliKit

/// A modular app as people layer it: a library package `PaymentsKit` (no `deli.yml`, no property
/// file) that declares `AuditLogger` and leaves it to the app, an app whose lower module `Domain`
/// declares `OrderRepository` and `OrderObserver`, `Infra` above it implementing them, and the
/// executable `Web` with observers of its own. Each target runs as the build-tool plugin runs it.
@Suite struct LayeredAppTests {
    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
            name: "Shop",
            dependencies: [
                .package(url: "https://github.com/example/Deli", from: "0.1.0"),
                .package(path: "Packages/PaymentsKit"),
            ],
            targets: [
                .target(
                    name: "Domain", dependencies: [.product(name: "Deli", package: "Deli")],
                    plugins: [.plugin(name: "DeliPlugin", package: "Deli")]),
                .target(
                    name: "Infra",
                    dependencies: ["Domain", .product(name: "PaymentsKit", package: "PaymentsKit"),
                        .product(name: "Deli", package: "Deli")],
                    plugins: [.plugin(name: "DeliPlugin", package: "Deli")]),
                .executableTarget(
                    name: "Web", dependencies: ["Infra", "Domain", .product(name: "Deli", package: "Deli")],
                    plugins: [.plugin(name: "DeliPlugin", package: "Deli")]),
            ]
        )
        """

    static let paymentsManifest = """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
            name: "PaymentsKit",
            products: [.library(name: "PaymentsKit", targets: ["PaymentsKit"])],
            dependencies: [.package(url: "https://github.com/example/Deli", from: "0.1.0")],
            targets: [
                .target(
                    name: "PaymentsKit", dependencies: [.product(name: "Deli", package: "Deli")],
                    plugins: [.plugin(name: "DeliPlugin", package: "Deli")]),
            ]
        )
        """

    static let payments = """
        import Deli
        public protocol AuditLogger: AnyObject { func record(_ line: String) }
        public final class PaymentAuditor: Autowired {
            let logger: AuditLogger
            public required init(_ logger: AuditLogger) { self.logger = logger }
        }
        public struct PaymentsConfig: ConfigProperty {
            public let target = "payments"
            public let retries: Int
        }
        """

    static let domain = """
        import Deli
        public protocol OrderRepository: AnyObject { func save(_ id: Int) }
        public protocol OrderObserver: AnyObject { func placed(_ id: Int) }
        public final class OrderService: Autowired {
            let observers: [OrderObserver]
            public required init(_ repository: OrderRepository, _ observers: [OrderObserver]) {
                self.observers = observers
            }
        }
        public final class AuditObserver: OrderObserver, Component {
            public init() {}
            public func placed(_ id: Int) {}
        }
        """

    static let infra = """
        import Deli
        import Domain
        import PaymentsKit
        public final class SQLOrderRepository: OrderRepository, Component {
            public init() {}
            public func save(_ id: Int) {}
        }
        public final class FileAuditLogger: AuditLogger, Component {
            public init() {}
            public func record(_ line: String) {}
        }
        public final class MetricsObserver: OrderObserver, Component {
            public init() {}
            public func placed(_ id: Int) {}
        }
        """

    static let web = """
        import Deli
        import Domain
        final class PushObserver: OrderObserver, Component {
            init() {}
            func placed(_ id: Int) {}
        }
        """

    static let config = """
        config:
          Web:
            target: Web
            className: WebFactory
            profiles:
              dev: [Configurations/dev.yml]
              prod: [Configurations/prod.yml]
        """

    static func files() -> [String: String] {
        [
            "Package.swift": manifest, "deli.yml": config,
            "Configurations/dev.yml": "payments:\n  retries: 1\n",
            "Configurations/prod.yml": "payments:\n  retries: 5\n",
            "Packages/PaymentsKit/Package.swift": paymentsManifest,
            "Packages/PaymentsKit/Sources/PaymentsKit/Payments.swift": payments,
            "Sources/Domain/Domain.swift": domain, "Sources/Infra/Infra.swift": infra, "Sources/Web/Web.swift": web,
        ]
    }

    /// One target's run, as the plugin makes it (its role from the manifest's kind of target).
    static func run(_ target: String, _ files: [String: String]) -> TargetOutcome {
        let outcome = DeliPipeline(fileSystem: InMemoryFileSystem(files: files)).run(
            configPath: "deli.yml", targets: [target])
        #expect(outcome.configurationDiagnostics.filter(\.isError) == [])
        return outcome.targets[0]
    }

    static func texts(_ outcome: TargetOutcome) -> [String] {
        outcome.diagnostics.map(DiagnosticFormatter.text)
    }

    @Test func theLayeredAppBuildsWithEveryModuleOnItsOwnRole() throws {
        for target in ["Domain", "Infra", "Web"] {
            let outcome = Self.run(target, Self.files())
            #expect(!outcome.hasErrors, "\(target): \(Self.texts(outcome))")
            #expect(outcome.factorySource != nil)
        }
    }

    @Test func aLowerModuleListsWhatItLeavesToTheAppAsNotes() {
        let outcome = Self.run("Domain", Self.files())
        #expect(outcome.diagnostics.map(\.severity) == [.note])
        #expect(
            Self.texts(outcome).first?.hasPrefix(
                "Sources/Domain/Domain.swift:6:26: note: no implementation of 'OrderRepository', needed by "
                    + "'OrderService' [DELI-E001]") == true)
        #expect(Self.texts(outcome).first?.contains("'Domain' is a library: this is an open requirement") == true)
    }

    @Test func anImplementationAboveIsLinkedToTheProtocolBelow() throws {
        let infra = try #require(Self.run("Infra", Self.files()).factorySource)
        #expect(infra.contains("import Domain\n"))
        #expect(infra.contains(".link((any OrderRepository).self)"))
        #expect(infra.contains(".link((any OrderObserver).self)"))
        let web = try #require(Self.run("Web", Self.files()).factorySource)
        #expect(web.contains(".link((any OrderObserver).self)"))
    }

    @Test func aRequirementNobodyMeetsIsAnErrorAtTheAppAtTheLibrarysParameter() {
        var files = Self.files()
        files["Sources/Infra/Infra.swift"] = Self.infra.replacingOccurrences(
            of: "AuditLogger, Component", with: "AuditLogger")
        #expect(!Self.run("Infra", files).hasErrors, "Infra is a library: the requirement stays open")
        let web = Self.run("Web", files)
        let texts = Self.texts(web)
        #expect(texts.count == 1)
        #expect(
            texts.first?.hasPrefix(
                "Packages/PaymentsKit/Sources/PaymentsKit/Payments.swift:5:26: error: no implementation of "
                    + "'AuditLogger', needed by 'PaymentAuditor' [DELI-E001]") == true)
        #expect(
            texts.first?.contains(
                "note: found where 'Web' assembles the app, which links 'PaymentsKit': provide it in 'Web' or in a "
                    + "module 'Web' depends on") == true)
    }

    @Test func aSecondImplementationAboveTheAskerIsAmbiguousAtTheApp() {
        var files = Self.files()
        files["Sources/Web/Web.swift"] =
            "import PaymentsKit\n" + Self.web + "\n"
            + "final class ConsoleAuditLogger: AuditLogger, Component {\n    init() {}\n    func record(_ line: String) {}\n}\n"
        let texts = Self.texts(Self.run("Web", files))
        #expect(texts.count == 1)
        #expect(
            texts.first?.hasPrefix("Packages/PaymentsKit/Sources/PaymentsKit/Payments.swift:5:26: error: ") == true)
        #expect(
            texts.first?.contains("'AuditLogger' has 2 implementations but 'PaymentAuditor' needs exactly one") == true)
        #expect(texts.first?.contains("Sources/Web/Web.swift:8:13: note: candidate 'ConsoleAuditLogger'") == true)
    }

    @Test func theLibrarysPropertiesAreCheckedAgainstEveryProfileOfTheApp() {
        var files = Self.files()
        files["Configurations/prod.yml"] = "payments:\n  retries: five\n"
        let texts = Self.texts(Self.run("Web", files))
        #expect(texts.count == 1)
        #expect(
            texts.first?.hasPrefix("Packages/PaymentsKit/Sources/PaymentsKit/Payments.swift:9:16: error: ") == true)
        #expect(texts.first?.contains("[DELI-E006]") == true)
        #expect(texts.first?.contains("prod") == true)
        files["Configurations/dev.yml"] = "other: 1\n"
        let missing = Self.texts(Self.run("Web", files))
        #expect(
            missing.first?.hasPrefix(
                "Packages/PaymentsKit/Sources/PaymentsKit/Payments.swift:9:16: error: property 'payments.retries' is "
                    + "not defined in profile 'dev' [DELI-E005]") == true)
        #expect(missing.first?.contains("define it in every profile of 'Web'") == true)
    }

    @Test func theLibraryAloneNeedsNoPropertyFileAndListsItsRequirements() throws {
        // The library package's own plugin run: no deli.yml, so every default.
        let outcome = DeliPipeline(fileSystem: InMemoryFileSystem(files: Self.files())).run(
            defaultsOf: "Packages/PaymentsKit", targets: ["PaymentsKit"])
        let target = try #require(outcome.targets.first)
        #expect(!target.hasErrors)
        #expect(target.factorySource != nil)
        #expect(
            target.diagnostics.map { "\($0.severity) \($0.id.rawValue) \($0.location?.line ?? 0)" } == [
                "note DELI-E001 5", "note DELI-E005 9",
            ])
    }

    @Test func anArrayBelowHoldsTheObserversOfEveryModuleAbove() throws {
        let graph = try #require(
            DeliPipeline(fileSystem: InMemoryFileSystem(files: Self.files())).run(
                configPath: "deli.yml", targets: ["Web"]
            ).targets.first?.graph)
        let service = try #require(graph.components.firstIndex { $0.typeName == "OrderService" })
        let observers = graph.reachedRegistrations[service].map { graph.registrations[$0].typeName }
        #expect(Set(observers) == ["AuditObserver", "MetricsObserver", "PushObserver", "SQLOrderRepository"])
    }

    @Test func aForgottenPluginIsALocatedErrorNotACompilerError() {
        var files = Self.files()
        files["Package.swift"] = Self.manifest.replacingOccurrences(
            of:
                "Deli\")],\n            plugins: [.plugin(name: \"DeliPlugin\", package: \"Deli\")]),\n        .executableTarget(",
            with: "Deli\")]),\n        .executableTarget(")
        #expect(files["Package.swift"] != Self.manifest)
        // deli init writes an entry for every target; the entry alone makes no factory.
        files["deli.yml"] = Self.config + "\n  Infra:\n    target: Infra\n    className: InfraFactory\n"
        let texts = Self.texts(Self.run("Web", files))
        #expect(
            texts == [
                "Package.swift:13:9: error: module 'Infra' declares 3 components but no factory is compiled with it, "
                    + "so nothing would register them at run time; add 'plugins: [.plugin(name: \"DeliPlugin\", "
                    + "package: \"Deli\")]' to its target in Package.swift, or run 'deli build --target Infra' to "
                    + "write its factory into its sources [DELI-C080]"
            ])
    }

    /// The forgotten plugin is in another local package: the command to write its factory names it.
    @Test func aForgottenPluginInAnotherPackageNamesThatPackagesDirectory() {
        var files = Self.files()
        files["Packages/PaymentsKit/Package.swift"] = Self.paymentsManifest.replacingOccurrences(
            of: "Deli\")],\n            plugins: [.plugin(name: \"DeliPlugin\", package: \"Deli\")]),",
            with: "Deli\")]),")
        #expect(files["Packages/PaymentsKit/Package.swift"] != Self.paymentsManifest)
        let texts = Self.texts(Self.run("Web", files))
        #expect(
            texts == [
                "Packages/PaymentsKit/Package.swift:8:9: error: module 'PaymentsKit' declares 2 components but no "
                    + "factory is compiled with it, so nothing would register them at run time; add 'plugins: "
                    + "[.plugin(name: \"DeliPlugin\", package: \"Deli\")]' to its target in Package.swift, or run "
                    + "'deli build --project Packages/PaymentsKit --target PaymentsKit' to write its factory into its "
                    + "sources [DELI-C080]"
            ])
    }

    @Test func aPathTheAppLacksIsReadFromTheLinkedModulesProperties() {
        var files = Self.files()
        files["Configurations/dev.yml"] = "other: 1\n"
        files["Configurations/infra.yml"] = "payments:\n  retries: 2\n"
        files["deli.yml"] = Self.config + "\n  Infra:\n    target: Infra\n    properties: [Configurations/infra.yml]\n"
        // At run time Infra's factory carries infra.yml, and the app's context searches it after Web's.
        #expect(Self.texts(Self.run("Web", files)) == [])
    }

    @Test func aCycleAcrossModulesIsFoundWhereTheAppIsAssembled() {
        var files = Self.files()
        files["Sources/Web/Web.swift"] =
            Self.web + "\nfinal class CachedRepository: OrderRepository, Autowired {\n"
            + "    required init(_ service: OrderService) {}\n    func save(_ id: Int) {}\n}\n"
        files["Sources/Infra/Infra.swift"] = Self.infra.replacingOccurrences(
            of: "SQLOrderRepository: OrderRepository, Component", with: "SQLOrderRepository: Component")
        let texts = Self.texts(Self.run("Web", files))
        #expect(texts.contains { $0.contains("[DELI-E003]") }, "\(texts)")
    }
}

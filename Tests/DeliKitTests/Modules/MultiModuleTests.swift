import Testing

@testable import DeliKit

/// A package with a library `Core` and an app `App`, as the build-tool plugin sees it: App's
/// checks read Core's components from Core's sources, found through the manifest.
@Suite struct MultiModuleTests {
    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(
            name: "Shop",
            dependencies: [.package(url: "https://github.com/example/Deli", from: "0.1.0")],
            targets: [
                .target(
                    name: "Core", dependencies: [.product(name: "Deli", package: "Deli")],
                    plugins: [.plugin(name: "DeliPlugin", package: "Deli")]),
                .executableTarget(
                    name: "App", dependencies: ["Core", .product(name: "Deli", package: "Deli")],
                    plugins: [.plugin(name: "DeliPlugin", package: "Deli")]),
            ]
        )
        """

    static let core = """
        import Deli
        public protocol PaymentGateway: AnyObject {}
        public final class StripeGateway: PaymentGateway, Component {
            public let qualifier: String? = "stripe"
            public init() {}
        }
        public protocol Notifier: AnyObject {}
        public final class EmailNotifier: Notifier, Component { public init() {} }
        """

    static let app = """
        import Core
        import Deli
        final class Checkout: Autowired {
            required init(stripe payments: PaymentGateway, _ notifiers: [Notifier]) {}
        }
        """

    static let config = """
        target: [Core, App]
        config:
          Core:
            target: Core
            className: CoreFactory
          App:
            target: App
            className: AppFactory
        """

    static func files(config: String = config, manifest: String = manifest) -> [String: String] {
        ["deli.yml": config, "Package.swift": manifest, "Sources/Core/Core.swift": core, "Sources/App/App.swift": app]
    }

    static func run(_ files: [String: String], targets: [String] = [], options: ConfigurationOptions = .init())
        -> PipelineOutcome
    {
        DeliPipeline(fileSystem: InMemoryFileSystem(files: files)).run(
            configPath: "deli.yml", options: options, targets: targets)
    }

    static func texts(_ outcome: PipelineOutcome) -> [String] {
        outcome.allDiagnostics.map(DiagnosticFormatter.text)
    }

    @Test func theAppIsCheckedAgainstTheLibrarysSourcesWithoutAResolvedFile() throws {
        let outcome = Self.run(Self.files(), targets: ["App"])
        #expect(Self.texts(outcome) == [])
        let factory = try #require(outcome.targets.first?.factorySource)
        #expect(factory.contains("import Core\n"))
        #expect(
            factory.contains("override class var dependencyFactories: [Deli.ModuleFactory.Type] { [CoreFactory.self] }")
        )
        #expect(factory.contains("public final class AppFactory: Deli.ModuleFactory {"))
    }

    /// Without `deli.yml` entries every factory is `DeliFactory`: the library's is module-qualified,
    /// with a module selector where the compiler knows them (`Core.DeliFactory` would mean a member
    /// of a type `Core`, if the module declared one).
    @Test func aSharedFactoryClassNameIsModuleQualified() throws {
        let config = "config:\n  App:\n    target: App\n"
        let outcome = Self.run(Self.files(config: config))
        #expect(Self.texts(outcome) == [])
        let factory = try #require(outcome.targets.first?.factorySource)
        #expect(
            factory.contains(
                """
                    #if compiler(>=6.3)
                    public override class var dependencyFactories: [Deli.ModuleFactory.Type] { [Core::DeliFactory.self] }
                    #else
                    public override class var dependencyFactories: [Deli.ModuleFactory.Type] { [Core.DeliFactory.self] }
                    #endif

                """))
    }

    /// A target may be named `My Core`; Swift code names its module `My_Core`, as SwiftPM builds it.
    @Test func aTargetNameThatIsNotAnIdentifierIsImportedByItsModuleName() throws {
        var files = Self.files(config: "config:\n  App:\n    target: App\n")
        files["Package.swift"] = Self.manifest.replacingEvery("\"Core\"", with: "\"My Core\"")
        files["Sources/My Core/Core.swift"] = files.removeValue(forKey: "Sources/Core/Core.swift")
        files["Sources/App/App.swift"] = Self.app.replacingEvery("import Core", with: "import My_Core")
        let outcome = Self.run(files, targets: ["App"])
        #expect(Self.texts(outcome) == [])
        let factory = try #require(outcome.targets.first?.factorySource)
        #expect(factory.contains("import My_Core\n"))
        #expect(
            factory.contains(
                "override class var dependencyFactories: [Deli.ModuleFactory.Type] { [My_Core::DeliFactory.self] }"))
        #expect(ModuleName.of(target: "my-lib") == "my_lib")
        #expect(ModuleName.of(target: "2D Tools") == "_2D_Tools")
    }

    @Test func thePluginsDependencyTargetsReplaceTheManifest() throws {
        // Without a manifest, both entries would write ./Deli.resolved: the plugin writes none.
        let config = Self.config.replacingOccurrences(
            of: "className: AppFactory", with: "className: AppFactory\n    resolve: { generate: false }")
        var files = Self.files(config: config)
        files["Package.swift"] = nil
        let options = ConfigurationOptions(dependencyTargets: [(name: "Core", directory: "Sources/Core")])
        let outcome = Self.run(files, targets: ["App"], options: options)
        // Without a manifest, Core is known only from the option; no factory is known for it.
        #expect(
            Self.texts(outcome) == [
                "error: module 'Core' declares 2 components but no factory is compiled with it, so nothing would "
                    + "register them at run time; add 'plugins: [.plugin(name: \"DeliPlugin\", package: \"Deli\")]' to "
                    + "its target in Package.swift, or run 'deli build --target Core' to write its factory into its "
                    + "sources [DELI-C080]"
            ])
    }

    @Test func aLibraryWithComponentsButNoFactoryIsReportedAtItsTarget() {
        let manifest = Self.manifest.replacingOccurrences(
            of:
                "name: \"Core\", dependencies: [.product(name: \"Deli\", package: \"Deli\")],\n            plugins: [.plugin(name: \"DeliPlugin\", package: \"Deli\")]),",
            with: "name: \"Core\", dependencies: [.product(name: \"Deli\", package: \"Deli\")]),")
        let config = "config:\n  App:\n    target: App\n"
        let outcome = Self.run(Self.files(config: config, manifest: manifest))
        #expect(
            Self.texts(outcome) == [
                "Package.swift:7:9: error: module 'Core' declares 2 components but no factory is compiled with it, so "
                    + "nothing would register them at run time; add 'plugins: [.plugin(name: \"DeliPlugin\", package: "
                    + "\"Deli\")]' to its target in Package.swift, or run 'deli build --target Core' to write its "
                    + "factory into its sources [DELI-C080]"
            ])
    }

    /// The plugin is suggested from the package the module's target already takes Deli from (a
    /// local checkout's identity is its folder's name), not from a fixed name.
    @Test func theSuggestedPluginNamesThePackageTheTargetTakesDeliFrom() {
        let local = Self.manifest.replacingOccurrences(
            of: ".package(url: \"https://github.com/example/Deli\", from: \"0.1.0\")",
            with: ".package(path: \"../deli-fork\")"
        )
        .replacingEvery("package: \"Deli\"", with: "package: \"deli-fork\"")
        let manifest = local.replacingOccurrences(
            of:
                "name: \"Core\", dependencies: [.product(name: \"Deli\", package: \"deli-fork\")],\n            plugins: [.plugin(name: \"DeliPlugin\", package: \"deli-fork\")]),",
            with: "name: \"Core\", dependencies: [.product(name: \"Deli\", package: \"deli-fork\")]),")
        #expect(manifest != local)
        let outcome = Self.run(Self.files(config: "config:\n  App:\n    target: App\n", manifest: manifest))
        #expect(
            Self.texts(outcome) == [
                "Package.swift:7:9: error: module 'Core' declares 2 components but no factory is compiled with it, "
                    + "so nothing would register them at run time; add 'plugins: [.plugin(name: \"DeliPlugin\", "
                    + "package: \"deli-fork\")]' to its target in Package.swift, or run 'deli build --target Core' "
                    + "to write its factory into its sources [DELI-C080]"
            ])
    }

    @Test func anInternalLibraryFactoryIsReportedAtItsSetting() {
        let config = Self.config.replacingOccurrences(
            of: "className: CoreFactory", with: "className: CoreFactory\n    accessControl: internal")
        let outcome = Self.run(Self.files(config: config), targets: ["App"])
        #expect(
            Self.texts(outcome) == [
                "deli.yml:6:20: error: the factory 'CoreFactory' of module 'Core' is internal, so 'App' cannot load it; "
                    + "set 'accessControl: public' in its deli.yml entry [DELI-C081]"
            ])
    }

    /// Without the plugin, `deli build` writes the library's factory into its sources, with the
    /// entry's access: the same error.
    @Test func anInternalLibraryFactoryWrittenByDeliBuildIsReportedAtItsSetting() {
        let config = Self.config.replacingOccurrences(
            of: "className: CoreFactory", with: "className: CoreFactory\n    accessControl: internal")
        #expect(!Self.manifestWithoutPlugin.contains("DeliPlugin"))
        let outcome = Self.run(Self.files(config: config, manifest: Self.manifestWithoutPlugin))
        #expect(
            Self.texts(outcome) == [
                "deli.yml:6:20: error: the factory 'CoreFactory' of module 'Core' is internal, so 'App' cannot "
                    + "load it; set 'accessControl: public' in its deli.yml entry [DELI-C081]"
            ])
    }

    @Test func aStaleResolvedFileOfAModuleAtHandIsOneLocatedError() {
        var files = Self.files(
            config: Self.config + "\n    dependencies:\n      - path: Core.resolved\n        import: Core\n")
        files["Core.resolved"] = "deli: 1\nmodule: Core\nimports: []\nregistrations: []\nproperties: {}\n"
        let outcome = Self.run(files, targets: ["App"])
        #expect(
            Self.texts(outcome) == [
                "deli.yml:10:15: error: 'Core.resolved' is out of date: the sources of module 'Core' register other "
                    + "components now; deli reads them directly, so remove this 'dependencies:' item, or run 'deli "
                    + "build' for 'Core' to refresh the file [DELI-C082]"
            ])
    }

    @Test func anUnreadableResolvedFileIsReportedAloneWithoutFollowOnErrors() {
        let app = Self.app + "\nfinal class Report: Autowired { required init(_ l: LedgerClient) {} }\n"
        var files = Self.files(
            config: Self.config + "\n    dependencies:\n      - path: Ledger.resolved\n        import: Ledger\n")
        files["Sources/App/App.swift"] = app
        let outcome = Self.run(files, targets: ["App"])
        #expect(
            Self.texts(outcome) == [
                "deli.yml:10:15: error: cannot read the resolved file 'Ledger.resolved'; run 'deli build' for that "
                    + "module first, or fix 'path' [DELI-C056]"
            ])
    }

    @Test func theCommandLineWritesAPluginTargetsFactoryOutsideItsSources() throws {
        let outcome = Self.run(Self.files(), targets: ["Core"])
        #expect(outcome.targets.first?.target.outputPath == ".deli/Core/CoreFactory.swift")
        let config = Self.config.replacingOccurrences(
            of: "className: CoreFactory", with: "className: CoreFactory\n    output: Sources/Core/CoreFactory.swift")
        #expect(
            Self.texts(Self.run(Self.files(config: config), targets: ["Core"])) == [
                "deli.yml:6:13: error: target 'Core' uses DeliPlugin, which generates its factory during 'swift build'; "
                    + "writing 'Sources/Core/CoreFactory.swift' into its sources would declare the factory twice: remove "
                    + "'output' (deli then writes to .deli/) or point it outside the target's sources [DELI-C083]"
            ])
    }

    @Test func aFactoryLeftInTheSourcesByAnEarlierBuildIsReported() {
        var files = Self.files()
        files["Sources/Core/CoreFactory.swift"] =
            "// Generated by deli 0.1.0. Do not edit.\n\nimport Deli\n\npublic final class CoreFactory: Deli.ModuleFactory {\n}\n"
        let outcome = Self.run(files, targets: ["Core"])
        #expect(
            Self.texts(outcome) == [
                "Sources/Core/CoreFactory.swift:1:1: error: 'Sources/Core/CoreFactory.swift' is a factory generated by "
                    + "an earlier 'deli build', and 'Core' gets its factory elsewhere now (the build-tool plugin, or "
                    + "another 'output'); delete this file so the factory is not declared twice [DELI-C084]"
            ])
    }

    /// Without the plugin, after `output` moved: the old factory is reported alone, not also as a
    /// type whose name `className` may not take.
    @Test func aFactoryLeftBehindByAMovedOutputIsReportedAlone() {
        let config = Self.config.replacingOccurrences(
            of: "className: CoreFactory", with: "className: CoreFactory\n    output: Sources/Core/Gen/CoreFactory.swift"
        )
        var files = Self.files(config: config, manifest: Self.manifestWithoutPlugin)
        files["Sources/Core/CoreFactory.swift"] = """
            // Generated by deli 0.1.0. Do not edit.

            import Deli

            public final class CoreFactory: Deli.ModuleFactory {
                public override func load(context: Deli.AppContext) {
                    register(StripeGateway.self, resolver: { StripeGateway() }, qualifier: "stripe", scope: .singleton)
                }
            }

            """
        #expect(
            Self.texts(Self.run(files, targets: ["Core"])) == [
                "Sources/Core/CoreFactory.swift:1:1: error: 'Sources/Core/CoreFactory.swift' is a factory generated by "
                    + "an earlier 'deli build', and 'Core' gets its factory elsewhere now (the build-tool plugin, or "
                    + "another 'output'); delete this file so the factory is not declared twice [DELI-C084]"
            ])
    }

    /// ``manifest`` without the build-tool plugin on either target.
    static var manifestWithoutPlugin: String {
        manifest.replacingOccurrences(of: "plugins: [.plugin(name: \"DeliPlugin\", package: \"Deli\")]", with: "")
            .replacingOccurrences(of: "\"Deli\")],\n", with: "\"Deli\")]\n")
    }

    @Test func aProblemReachedByTwoTargetsAndTwoProfilesIsReportedOnce() {
        let config = """
            target: [Core, App]
            config:
              Core:
                target: Core
                className: CoreFactory
                properties: [shared.yml]
                profiles: { dev: [shared.yml], prod: [shared.yml] }
              App:
                target: App
                properties: [shared.yml]
            """
        var files = Self.files(config: config)
        files["shared.yml"] = "a: [1, 2\n"
        let outcome = Self.run(files)
        #expect(Self.texts(outcome).count == 1)
    }

    @Test func aMalformedConfigurationIsNotFollowedByATargetSelectionError() {
        let outcome = Self.run(Self.files(config: "config:\n  App: [\n"), targets: ["App"])
        #expect(Self.texts(outcome).allSatisfy { !$0.contains("DELI-C054") })
        #expect(outcome.hasConfigurationErrors)
    }
}

import Foundation
import Testing

/// `deli why TYPE` and `deli why --unused` on a package with a library and an app.
@Suite struct WhyCLITests {
    private func project() throws -> TemporaryProject {
        try TemporaryProject(files: [
            "Package.swift": MultiModuleCLITests.manifest,
            "deli.yml": "config:\n  Core:\n    target: Core\n    className: CoreFactory\n  App:\n    target: App\n",
            "Sources/Core/Core.swift": """
            import Deli
            public protocol Logger: AnyObject {}
            public final class ConsoleLogger: Logger, Component { public init() {} }
            public final class Clock: Component { public init() {} }
            """,
            "Sources/App/App.swift": """
            import Core
            import Deli
            final class Payments: Autowired { required init(_ logger: Logger, _ clock: Clock) {} }
            final class Checkout: Autowired { required init(_ payments: Payments) {} }
            final class Audit: Autowired { required init(_ logger: Logger) {} }
            final class Screen: Inject {
                let payments = Screen.Inject(Payments.self)
            }
            """,
        ])
    }

    @Test func whyPrintsEveryPathFromARootAndWhatTheTypeNeeds() throws {
        let project = try project()
        let result = try DeliProcess.run(["why", "Payments"], in: project.url)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.standardOutput == """
                App.Payments (Autowired, singleton) at Sources/App/App.swift:3:13
                  needed through 2 paths from a root:
                    App.Checkout -> App.Payments
                    App.Screen -> App.Payments
                  needs:
                    Core.Clock
                    Core.ConsoleLogger

                """)
    }

    @Test func aProtocolFindsItsImplementationsAcrossModules() throws {
        let project = try project()
        let result = try DeliProcess.run(["why", "Logger"], in: project.url)
        #expect(result.status == 0)
        #expect(
            result.standardOutput.hasPrefix("Core.ConsoleLogger (Component, singleton) at Sources/Core/Core.swift:"))
        #expect(result.standardOutput.contains("    App.Audit -> Core.ConsoleLogger\n"))
        #expect(result.standardOutput.contains("    App.Checkout -> App.Payments -> Core.ConsoleLogger\n"))
        #expect(result.standardOutput.contains("    App.Screen -> App.Payments -> Core.ConsoleLogger\n"))
        #expect(result.standardOutput.hasSuffix("  needs nothing\n"))
    }

    @Test func aRootSaysNothingNeedsItAndListsAllItNeeds() throws {
        let project = try project()
        let result = try DeliProcess.run(["why", "Checkout"], in: project.url)
        #expect(result.standardOutput.contains("  nothing needs it: it is a root"))
        #expect(
            result.standardOutput.contains(
                "  needs in all (3 components): App.Payments, Core.Clock, Core.ConsoleLogger\n"))
    }

    @Test func anUnknownTypeOrQualifierExitsWithTwo() throws {
        let project = try project()
        let misspelt = try DeliProcess.run(["why", "Paymens"], in: project.url)
        #expect(misspelt.status == 2)
        #expect(misspelt.standardError == "error: no component is registered as 'Paymens'; did you mean 'Payments'?\n")
        let qualified = try DeliProcess.run(["why", "Logger", "--qualifier", "file"], in: project.url)
        #expect(qualified.status == 2)
        #expect(
            qualified.standardError
                == "error: no component is registered as 'Logger' with qualifier 'file' "
                + "(it is registered with qualifier '', not 'file')\n")
        let unqualified = try DeliProcess.run(["why", "Logger", "--qualifier", ""], in: project.url)
        #expect(unqualified.status == 0)
        #expect(unqualified.standardOutput.hasPrefix("Core.ConsoleLogger (Component, singleton)"))
        let none = try DeliProcess.run(["why"], in: project.url)
        #expect(none.status == 2)
    }

    @Test func unusedListsTheComponentsNothingAsksFor() throws {
        let project = try project()
        let result = try DeliProcess.run(["why", "--unused"], in: project.url)
        #expect(result.status == 0)
        #expect(
            result.standardOutput == """
                2 components nothing asks for (roots the app fetches itself, or unused):
                  App.Audit (Autowired, singleton) at Sources/App/App.swift:5:13
                  App.Checkout (Autowired, singleton) at Sources/App/App.swift:4:13

                """)
    }

    @Test func aBrokenGraphIsReportedWithExitCodeOne() throws {
        let project = try project()
        try project.write(
            "import Deli\nfinal class Lost: Autowired { required init(_ x: Missing) {} }\n",
            to: "Sources/App/Lost.swift")
        let result = try DeliProcess.run(["why", "Payments"], in: project.url)
        #expect(result.status == 1)
        #expect(result.standardError.contains("[DELI-E001]"))
        #expect(result.standardOutput == "")
    }
}

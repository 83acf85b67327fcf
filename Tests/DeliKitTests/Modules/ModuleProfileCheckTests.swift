import Testing

@testable import DeliKit

/// A linked module whose `deli.yml` entry has `properties:` and `profiles:` of its own: in each of
/// the app's profiles the check reads the module's profile of that name, else its common
/// properties, as the runtime loads them (a module's factory that lacks the app's profile loads its
/// common properties). `LayeredAppTests` describes the packages.
@Suite struct ModuleProfileCheckTests {
    /// The app `Web` (profiles dev, prod, neither defining `payments.retries`) and `Infra` with the
    /// given entry lines.
    private static func files(infra: String, web: String = LayeredAppTests.config) -> [String: String] {
        var files = LayeredAppTests.files()
        files["deli.yml"] = web + "\n  Infra:\n    target: Infra\n" + infra
        files["Configurations/dev.yml"] = "other: 1\n"
        files["Configurations/prod.yml"] = "other: 2\n"
        files["Configurations/infra.yml"] = "payments:\n  retries: 2\n"
        files["Configurations/infra-dev.yml"] = "payments:\n  retries: 3\n"
        return files
    }

    @Test func aProfileTheModuleLacksReadsItsCommonProperties() {
        let infra =
            "    properties: [Configurations/infra.yml]\n"
            + "    profiles:\n      dev: [Configurations/infra-dev.yml]\n"
        let files = Self.files(infra: infra)
        #expect(LayeredAppTests.texts(LayeredAppTests.run("Web", files)) == [])
    }

    @Test func anAppWithoutProfilesReadsTheCommonPropertiesOfAModuleWithProfiles() {
        let web =
            "config:\n  Web:\n    target: Web\n    className: WebFactory\n"
            + "    properties: [Configurations/dev.yml]"
        let files = Self.files(
            infra: "    properties: [Configurations/infra.yml]\n    profiles:\n      dev: []\n      prod: []\n",
            web: web)
        #expect(LayeredAppTests.texts(LayeredAppTests.run("Web", files)) == [])
    }

    @Test func aValueOnlyInTheModulesOwnProfileIsMissingInTheAppsOtherProfiles() {
        let files = Self.files(infra: "    profiles:\n      dev: [Configurations/infra-dev.yml]\n")
        let texts = LayeredAppTests.texts(LayeredAppTests.run("Web", files))
        #expect(texts.count == 1, "\(texts)")
        #expect(
            texts.first?.hasPrefix(
                "Packages/PaymentsKit/Sources/PaymentsKit/Payments.swift:9:16: error: property 'payments.retries' is "
                    + "not defined in profile 'prod' [DELI-E005]") == true, "\(texts)")
    }
}

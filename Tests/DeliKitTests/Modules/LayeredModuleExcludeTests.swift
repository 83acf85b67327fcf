import Testing

@testable import DeliKit

/// A linked module's `deli.yml` entry with `exclude:`: its factory registers nothing from the
/// excluded files, so the app that links it does not count their components either.
/// `LayeredAppTests` describes the packages.
@Suite struct LayeredModuleExcludeTests {
    /// Infra's `FileAuditLogger`, the only `AuditLogger`, moved into `Sources/Infra/Legacy`.
    private static func files(infraEntry: String) -> [String: String] {
        var files = LayeredAppTests.files()
        files["deli.yml"] = LayeredAppTests.config + "\n  Infra:\n    target: Infra\n" + infraEntry
        files["Sources/Infra/Infra.swift"] = LayeredAppTests.infra.replacingOccurrences(
            of: "FileAuditLogger: AuditLogger, Component", with: "FileAuditLogger")
        files["Sources/Infra/Legacy/Audit.swift"] =
            "import Deli\nimport PaymentsKit\n"
            + "public final class LegacyAuditLogger: AuditLogger, Component {\n"
            + "    public init() {}\n    public func record(_ line: String) {}\n}\n"
        return files
    }

    @Test func aComponentInAFileTheModuleExcludesDoesNotMeetTheAppsRequirement() {
        let files = Self.files(infraEntry: "    exclude: [Sources/Infra/Legacy/**]\n")
        #expect(LayeredAppTests.run("Infra", files).factorySource?.contains("LegacyAuditLogger") == false)
        let texts = LayeredAppTests.texts(LayeredAppTests.run("Web", files))
        #expect(
            texts.map { $0.components(separatedBy: "\n")[0] } == [
                "Packages/PaymentsKit/Sources/PaymentsKit/Payments.swift:5:26: error: no implementation of "
                    + "'AuditLogger', needed by 'PaymentAuditor' [DELI-E001]"
            ])
    }

    @Test func withoutTheExcludeTheComponentMeetsIt() {
        let files = Self.files(infraEntry: "    className: InfraFactory\n")
        #expect(LayeredAppTests.texts(LayeredAppTests.run("Web", files)) == [])
    }
}

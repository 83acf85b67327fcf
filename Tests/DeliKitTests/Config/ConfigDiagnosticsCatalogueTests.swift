import Foundation
import Testing

@testable import DeliKit

@Suite struct ConfigDiagnosticsCatalogueTests {
    @Test func everyIdIsUniqueAndDocumented() throws {
        let docs = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/diagnostics-config.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        let ids = DiagnosticID.configurationIDs
        #expect(Set(ids).count == ids.count)
        for id in ids {
            let code = id.rawValue.replacingOccurrences(of: "DELI-", with: "")
            #expect(text.contains("\n## \(code)\n"), "\(code) is not documented")
        }
        // The whole set (configuration, pipeline and CLI ids) is compared in DiagnosticCatalogueTests.
    }
}

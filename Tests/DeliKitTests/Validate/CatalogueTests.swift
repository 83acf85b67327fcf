import Foundation
import Testing

@testable import DeliKit

/// Every id the checks can emit is documented, has a failing fixture and a passing neighbour.
@Suite struct CatalogueTests {
    private static let documentation = Fixture.root.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/diagnostics.md")

    private static func code(_ id: DiagnosticID) -> String {
        String(id.rawValue.dropFirst("DELI-".count))
    }

    @Test func idsAreUniqueAndInOrderAndEveryPageSectionIsOne() throws {
        let ids = DiagnosticID.graphIDs
        #expect(Set(ids).count == ids.count)
        #expect(ids == ids.sorted())
        let text = try String(contentsOf: Self.documentation, encoding: .utf8)
        let sections = text.split(separator: "\n").filter { $0.hasPrefix("## E") || $0.hasPrefix("## W") }
        #expect(sections.map { String($0.dropFirst(3).prefix(4)) } == ids.map(Self.code))
    }

    @Test(arguments: DiagnosticID.graphIDs)
    func idIsDocumented(_ id: DiagnosticID) throws {
        let text = try String(contentsOf: Self.documentation, encoding: .utf8)
        #expect(text.contains("\n## \(Self.code(id)) — "), "docs/diagnostics.md has no section for \(id.rawValue)")
    }

    @Test(arguments: DiagnosticID.graphIDs)
    func idHasAFailingFixtureAndAPassingNeighbour(_ id: DiagnosticID) {
        let code = Self.code(id)
        let fixtures = Fixture.names.filter { $0.hasPrefix(code + "-") }
        let failing = fixtures.filter { Fixture(name: $0).read("expected.txt")?.contains("[\(id.rawValue)]") == true }
        #expect(!failing.isEmpty, "no fixture expects \(id.rawValue)")
        let passing = Fixture(name: "\(code)-ok").read("expected.txt")
        #expect(passing != nil && passing?.contains("[\(id.rawValue)]") == false, "\(code)-ok must exist and pass")
    }
}

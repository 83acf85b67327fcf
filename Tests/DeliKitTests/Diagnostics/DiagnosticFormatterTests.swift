import Testing

@testable import DeliKit

@Suite struct DiagnosticFormatterTests {
    @Test func printsCompilerStyleLineWithIdAndNotes() {
        let diagnostic = Diagnostic.error(
            DiagnosticID("E002"),
            "'Logger' has 2 implementations",
            at: SourceLocation(file: "Sources/App/A.swift", line: 3, column: 7),
            notes: [DiagnosticNote("candidate 'FileLogger'", at: SourceLocation(file: "B.swift", line: 1, column: 1))]
        )
        #expect(
            DiagnosticFormatter.text(diagnostic) == """
                Sources/App/A.swift:3:7: error: 'Logger' has 2 implementations [DELI-E002]
                B.swift:1:1: note: candidate 'FileLogger'
                """
        )
    }

    @Test func printsWithoutLocation() {
        let diagnostic = Diagnostic.warning(DiagnosticID("W102"), "cannot be checked")
        #expect(DiagnosticFormatter.text(diagnostic) == "warning: cannot be checked [DELI-W102]")
    }

    @Test func jsonHasSortedKeysAndRoundTrips() throws {
        let diagnostic = Diagnostic.error(
            DiagnosticID("C001"), "bad", at: SourceLocation(file: "deli.yml", line: 2, column: 4))
        let json = DiagnosticFormatter.json([diagnostic])
        #expect(json.contains("\"id\" : \"DELI-C001\""))
        #expect(json.contains("\"line\" : 2"))
    }

    @Test func collectorSortsByLocationKeepingUnlocatedFirst() {
        var collector = DiagnosticCollector()
        collector.emit(.error(DiagnosticID("E001"), "b", at: SourceLocation(file: "b.swift", line: 1, column: 1)))
        collector.emit(.error(DiagnosticID("E001"), "a2", at: SourceLocation(file: "a.swift", line: 2, column: 1)))
        collector.emit(.error(DiagnosticID("C005"), "none"))
        collector.emit(.error(DiagnosticID("E001"), "a1", at: SourceLocation(file: "a.swift", line: 1, column: 9)))
        #expect(collector.sorted.map(\.message) == ["none", "a1", "a2", "b"])
        #expect(collector.hasErrors)
    }
}

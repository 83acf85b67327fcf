import Foundation
import Testing

@testable import DeliKit

/// `deli explain` answers from the diagnostics pages compiled into the tool
/// (Sources/DeliKit/Explain/DiagnosticDocs+Generated.swift).
@Suite struct DiagnosticDocsTests {
    static let pages = [("docs/diagnostics.md", "diagnostics"), ("docs/diagnostics-config.md", "diagnosticsConfig")]

    /// The compiled pages are the files in docs/ (that the generated file is current is checked by
    /// GeneratedFilesCLITests, which runs `generate-diagnostics --check`).
    @Test func theCompiledPagesAreTheDocs() throws {
        for (path, _) in Self.pages {
            let text = try String(contentsOfFile: RepositoryPaths.path(path), encoding: .utf8)
            #expect(DiagnosticDocs.pages.first { $0.name == path }?.text == String(text.dropLast()))
        }
    }

    @Test func everyDocumentedIdHasAnExplanationWithAnExample() throws {
        let ids = DiagnosticExplanations.all.map(\.id.rawValue)
        #expect(ids.count == Set(ids).count)
        #expect(ids.contains("DELI-E001") && ids.contains("DELI-W103") && ids.contains("DELI-C001"))
        for page in Self.pages.map(\.0) {
            let text = try String(contentsOfFile: RepositoryPaths.path(page), encoding: .utf8)
            let headings = text.split(separator: "\n").filter { $0.hasPrefix("## ") && $0.dropFirst(3).first != "H" }
            #expect(headings.allSatisfy { line in ids.contains { line.hasPrefix("## " + $0.dropFirst(5)) } })
        }
        for explanation in DiagnosticExplanations.all {
            #expect(explanation.body.contains("```"), "\(explanation.id.rawValue) has no example")
        }
    }

    @Test func aSectionKeepsHeadingsInsideItsCodeBlocksAndStopsAtTheNextSection() throws {
        let markdown = """
            # Page

            ## E006 — wrong type

            Text.

            ```yaml
            # application-dev.yml
            ## not a heading
            ```
            Fix: this.

            ## W101 — captive

            Body.

            ## How the checks read the sources

            Not an explanation.
            """
        let explanations = DiagnosticExplanationParser.explanations(in: markdown)
        #expect(explanations.map(\.id.rawValue) == ["DELI-E006", "DELI-W101"])
        #expect(explanations.first?.title == "wrong type")
        #expect(
            explanations.first?.body == "Text.\n\n```yaml\n# application-dev.yml\n## not a heading\n```\nFix: this.")
        #expect(explanations.last?.text == "DELI-W101 — captive\n\nBody.\n")
    }

    @Test func lookupAcceptsEverySpellingAndSuggestsTheNearestId() throws {
        for spelling in ["DELI-E002", "E002", "e002", "deli-e002", " E002 "] {
            guard case .found(let explanation) = DiagnosticExplanations.lookup(spelling) else {
                Issue.record("\(spelling) not found")
                continue
            }
            #expect(explanation.title == "several implementations")
            #expect(explanation.body.contains("Fix: give the implementations qualifiers"))
        }
        #expect(DiagnosticExplanations.lookup("C051") != .unknown(suggestion: nil))
        #expect(DiagnosticExplanations.lookup("W10") == .unknown(suggestion: DiagnosticID("W101")))
        #expect(DiagnosticExplanations.lookup("banana") == .unknown(suggestion: nil))
    }

    @Test func aHeadingWithoutTitleTakesItsTableRow() throws {
        let markdown = "| id | problem |\n|---|---|\n| [C001](#c001) | malformed YAML |\n\n## C001\n\nText.\n"
        #expect(DiagnosticExplanationParser.explanations(in: markdown).first?.title == "malformed YAML")
        guard case .found(let explanation) = DiagnosticExplanations.lookup("C002") else {
            Issue.record("C002 is not documented")
            return
        }
        #expect(explanation.title == "unknown key")
        #expect(explanation.text.hasPrefix("DELI-C002 — unknown key\n\nA key Deli does not know."))
    }
}

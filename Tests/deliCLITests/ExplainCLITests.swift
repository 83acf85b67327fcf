import Foundation
import Testing

/// `deli explain ID`: the text of docs/diagnostics.md and docs/diagnostics-config.md in the terminal.
@Suite struct ExplainCLITests {
    private static let directory = FileManager.default.temporaryDirectory

    /// The section of a docs page below `## <code>…`, up to the next `## ` heading outside code.
    private static func section(_ code: String, page: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
        var lines: [Substring] = []
        var inside = false
        var fence = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { fence.toggle() }
            if !fence && line.hasPrefix("## ") {
                if inside { break }
                inside = line.hasPrefix("## \(code)")
                continue
            }
            if inside { lines.append(line) }
        }
        return lines.joined(separator: "\n").trimmingCharacters(in: .newlines)
    }

    @Test func explainPrintsTheDocumentedSectionForEverySpelling() throws {
        let body = try Self.section("E002", page: "docs/diagnostics.md")
        #expect(body.contains("Fix:"))
        for spelling in ["DELI-E002", "E002", "e002"] {
            let result = try DeliProcess.run(["explain", spelling], in: Self.directory)
            #expect(result.status == 0)
            #expect(result.standardOutput == "DELI-E002 — several implementations\n\n" + body + "\n")
            #expect(result.standardError == "")
        }
    }

    @Test func configurationIdsAreExplainedToo() throws {
        let result = try DeliProcess.run(["explain", "DELI-C051"], in: Self.directory)
        #expect(result.status == 0)
        #expect(
            result.standardOutput == "DELI-C051\n\n" + (try Self.section("C051", page: "docs/diagnostics-config.md"))
                + "\n")
    }

    @Test func anUnknownIdExitsWithTwoAndASuggestion() throws {
        let result = try DeliProcess.run(["explain", "E0O2"], in: Self.directory)
        #expect(result.status == 2)
        #expect(result.standardOutput == "")
        #expect(result.standardError == "error: 'E0O2' is not a deli diagnostic id; did you mean 'DELI-E002'?\n")
        let far = try DeliProcess.run(["explain", "banana"], in: Self.directory)
        #expect(far.status == 2)
        #expect(far.standardError == "error: 'banana' is not a deli diagnostic id; `deli explain --list` lists them\n")
    }

    @Test func listPrintsEveryIdAndAMissingIdIsAUsageError() throws {
        let list = try DeliProcess.run(["explain", "--list"], in: Self.directory)
        #expect(list.status == 0)
        let lines = list.standardOutput.split(separator: "\n")
        #expect(lines.contains("DELI-E001  no implementation"))
        #expect(lines.contains { $0.hasPrefix("DELI-C051") })
        #expect(lines.contains { $0.hasPrefix("DELI-W103") })
        let missing = try DeliProcess.run(["explain"], in: Self.directory)
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("Missing the diagnostic id"))
    }
}

import Foundation
import Testing

/// Compares generated text with a committed reference file.
///
/// Run with `DELI_RECORD_REFERENCES=1` to rewrite the references; the test then fails on purpose,
/// so a recording run can never pass unnoticed.
enum ReferenceFile {
    static var isRecording: Bool { ProcessInfo.processInfo.environment["DELI_RECORD_REFERENCES"] == "1" }

    static func assertMatches(
        _ actual: String, reference path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        if isRecording {
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
            Issue.record(
                "Re-recorded \(path); run again without DELI_RECORD_REFERENCES.", sourceLocation: sourceLocation)
            return
        }
        let expected = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        guard actual != expected else { return }
        Issue.record(
            Comment(
                rawValue: "\(path) differs from the generated text:\n\(firstDifference(expected, actual))\n"
                    + "Re-record with DELI_RECORD_REFERENCES=1 if the change is intended."),
            sourceLocation: sourceLocation)
    }

    /// The first differing line, with its number, as `- expected` / `+ actual`.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let old = expected.components(separatedBy: "\n")
        let new = actual.components(separatedBy: "\n")
        for index in 0..<max(old.count, new.count) {
            let lhs = index < old.count ? old[index] : "<end of file>"
            let rhs = index < new.count ? new[index] : "<end of file>"
            if lhs != rhs { return "line \(index + 1):\n- \(lhs)\n+ \(rhs)" }
        }
        return "(no line differs)"
    }
}

/// Paths inside this repository, found from this file's location.
enum RepositoryPaths {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }
}

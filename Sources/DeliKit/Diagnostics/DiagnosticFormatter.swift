#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Prints diagnostics as `path:line:column: error: message [DELI-E001]` lines (notes below their
/// diagnostic), or as a JSON array for tools.
public enum DiagnosticFormatter {
    /// The compiler-style text of one diagnostic and its notes, one line each, without a final newline.
    public static func text(_ diagnostic: Diagnostic) -> String {
        var lines = [
            line(diagnostic.location, diagnostic.severity.rawValue, diagnostic.message)
                + " [\(diagnostic.id.rawValue)]"
        ]
        for note in diagnostic.notes {
            lines.append(line(note.location, Severity.note.rawValue, note.message))
        }
        return lines.joined(separator: "\n")
    }

    /// The text of every diagnostic, in order, each followed by a newline.
    public static func text(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { text($0) + "\n" }.joined()
    }

    /// A JSON array with one object per diagnostic, keys sorted so the bytes are stable.
    public static func json(_ diagnostics: [Diagnostic]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(diagnostics) else { return "[]" }
        return String(decoding: data, as: UTF8.self)
    }

    private static func line(_ location: SourceLocation?, _ severity: String, _ message: String) -> String {
        guard let location else { return "\(severity): \(message)" }
        return "\(location.description): \(severity): \(message)"
    }
}

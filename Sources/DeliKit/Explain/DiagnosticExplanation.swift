/// The documentation of one diagnostic id, as `deli explain` prints it: the section of
/// docs/diagnostics.md or docs/diagnostics-config.md headed by the id (what it means, an example
/// that triggers it, and the fix).
public struct DiagnosticExplanation: Hashable, Sendable {
    public var id: DiagnosticID
    /// The heading's words after the id (`several implementations`), or "" when it has none.
    public var title: String
    /// The section's text below its heading, Markdown as written in the docs, without the
    /// surrounding blank lines.
    public var body: String

    public init(id: DiagnosticID, title: String, body: String) {
        self.id = id
        self.title = title
        self.body = body
    }

    /// `DELI-E002 — several implementations`, a blank line, then the body; ends with a newline.
    public var text: String {
        let heading = title.isEmpty ? id.rawValue : "\(id.rawValue) — \(title)"
        return heading + "\n\n" + body + "\n"
    }
}

/// Accumulates lines of Swift with a current indentation, so renderers never count spaces.
struct CodeWriter {
    private(set) var lines: [String] = []
    private var level = 0
    private let unit = "    "

    /// Appends one line at the current indentation (an empty string gives an empty line).
    mutating func line(_ text: String) {
        lines.append(text.isEmpty ? "" : String(repeating: unit, count: level) + text)
    }

    /// Appends `opening`, indents the lines written by `body`, then appends `closing`.
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout CodeWriter) -> Void) {
        line(opening)
        indent(body)
        line(closing)
    }

    /// Indents the lines written by `body` one level deeper.
    mutating func indent(_ body: (inout CodeWriter) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    /// Appends `text` to the last line (used for trailing commas and chained calls).
    mutating func append(_ text: String) {
        guard !lines.isEmpty else { return line(text) }
        lines[lines.count - 1] += text
    }

    /// The whole text, every line terminated by a newline.
    var text: String { lines.map { $0 + "\n" }.joined() }
}

/// Accumulates lines of Swift with a current indentation, so renderers never count spaces.
struct CodeWriter {
    /// The whole text so far, every line terminated by a newline.
    private(set) var text = ""
    /// The spans of `text` written by ``piece(key:_:)``, in order.
    private(set) var pieces: [TextPiece] = []
    /// How many steps the next line is indented.
    private(set) var level: Int
    private static let unit = "    "
    /// Indentation strings for the usual depths, built once.
    private static let indentations = (0..<12).map { String(repeating: unit, count: $0) }

    /// A writer whose first lines are indented `level` steps (for text appended into another).
    init(level: Int = 0) {
        self.level = level
    }

    /// Appends one line at the current indentation (an empty string gives an empty line).
    mutating func line(_ line: String) {
        if !line.isEmpty {
            text +=
                level < Self.indentations.count ? Self.indentations[level] : String(repeating: Self.unit, count: level)
            text += line
        }
        text += "\n"
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

    /// Appends the texts of other writers as they are (they carry their own indentation), growing
    /// the text once: a large factory's text is not copied at each doubling.
    mutating func append(_ others: [CodeWriter]) {
        text.reserveCapacity(others.reduce(text.utf8.count) { $0 + $1.text.utf8.count })
        for other in others {
            let offset = text.utf8.count
            pieces += other.pieces.map { $0.shifted(by: offset) }
            text += other.text
        }
    }

    /// Appends the lines `body` writes as one piece rendered from an input with fingerprint `key`.
    mutating func piece(key: ContentHash, _ body: (inout CodeWriter) -> Void) {
        let start = text.utf8.count
        body(&self)
        pieces.append(TextPiece(key: key, start: start, count: text.utf8.count - start))
    }

    /// Appends the piece of `reusable` rendered earlier from an input with fingerprint `key` at
    /// this writer's level, as it is; false when there are no pieces or none with that key.
    mutating func piece(key: ContentHash, from reusable: ReusablePieces?) -> Bool {
        let start = text.utf8.count
        guard let reusable, reusable.appendText(for: key, to: &text) else { return false }
        pieces.append(TextPiece(key: key, start: start, count: text.utf8.count - start))
        return true
    }
}

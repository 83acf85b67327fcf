/// A generated text with the pieces it was assembled from (see ``TextPiece``).
public struct PiecedText: Hashable, Sendable {
    public var text: String
    /// In the order they appear in `text`; parts of the text between pieces belong to none.
    public var pieces: [TextPiece]

    public init(text: String, pieces: [TextPiece] = []) {
        self.text = text
        self.pieces = pieces
    }
}

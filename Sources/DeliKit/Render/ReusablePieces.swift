/// The pieces of an earlier text, found by fingerprint, for a renderer to copy instead of rendering
/// the same input again.
struct ReusablePieces: Sendable {
    private let text: String
    private let spans: [ContentHash: Range<Int>]

    /// The pieces of `previous` that lie inside its text; a fingerprint seen twice keeps its first span.
    init(_ previous: PiecedText) {
        var text = previous.text
        text.makeContiguousUTF8()
        self.text = text
        let byteCount = text.utf8.count
        var spans: [ContentHash: Range<Int>] = [:]
        spans.reserveCapacity(previous.pieces.count)
        for piece in previous.pieces where piece.start >= 0 && piece.count >= 0 {
            guard piece.start + piece.count <= byteCount, spans[piece.key] == nil else { continue }
            spans[piece.key] = piece.start..<(piece.start + piece.count)
        }
        self.spans = spans
    }

    /// How many pieces can be reused.
    var count: Int { spans.count }

    /// Appends the bytes of the earlier piece rendered from an input with fingerprint `key` to
    /// `output`; false when there is none.
    func append(_ key: ContentHash, to output: inout [UInt8]) -> Bool {
        guard let span = spans[key] else { return false }
        return text.utf8.withContiguousStorageIfAvailable { output.append(contentsOf: $0[span]) } != nil
    }

    /// The text of the earlier piece rendered from an input with fingerprint `key`.
    func text(for key: ContentHash) -> String? {
        guard let span = spans[key] else { return nil }
        return text.utf8.withContiguousStorageIfAvailable {
            String(decoding: UnsafeBufferPointer(rebasing: $0[span]), as: UTF8.self)
        }
    }
}

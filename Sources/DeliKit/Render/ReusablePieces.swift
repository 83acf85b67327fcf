/// The pieces of an earlier text, found by fingerprint, for a renderer to copy instead of rendering
/// the same input again.
///
/// Fingerprints are looked up in an open-addressing table indexed by their own bits: they are
/// hashes already, and hashing them again for a dictionary cost more than copying the pieces.
struct ReusablePieces: Sendable {
    private let text: String
    /// The pieces that lie inside `text`, the first of each fingerprint.
    private var pieces: [TextPiece] = []
    /// One past a piece's index in `pieces`, or 0 for an empty slot; twice as many slots as
    /// pieces or more, a power of two.
    private var slots: [Int32]

    /// The pieces of `previous` that lie inside its text; a fingerprint seen twice keeps its first span.
    init(_ previous: PiecedText) {
        var text = previous.text
        text.makeContiguousUTF8()
        self.text = text
        var size = 16
        while size < previous.pieces.count * 2 { size *= 2 }
        slots = Array(repeating: 0, count: size)
        pieces.reserveCapacity(previous.pieces.count)
        let byteCount = text.utf8.count
        for piece in previous.pieces where piece.start >= 0 && piece.count >= 0 && piece.count <= byteCount {
            if piece.start <= byteCount - piece.count { insert(piece) }
        }
    }

    private mutating func insert(_ piece: TextPiece) {
        var slot = Self.firstSlot(of: piece.key, in: slots)
        while slots[slot] != 0 {
            if pieces[Int(slots[slot]) - 1].key == piece.key { return }
            slot = (slot + 1) & (slots.count - 1)
        }
        pieces.append(piece)
        slots[slot] = Int32(truncatingIfNeeded: pieces.count)
    }

    private static func firstSlot(of key: ContentHash, in slots: [Int32]) -> Int {
        Int(truncatingIfNeeded: key.fnv ^ key.mixed) & (slots.count - 1)
    }

    /// Where the earlier piece with fingerprint `key` lies in `text`.
    private func span(of key: ContentHash) -> Range<Int>? {
        var slot = Self.firstSlot(of: key, in: slots)
        while slots[slot] != 0 {
            let piece = pieces[Int(slots[slot]) - 1]
            if piece.key == key { return piece.start..<(piece.start + piece.count) }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    /// Appends the bytes of the earlier piece rendered from an input with fingerprint `key` to
    /// `output`; false when there is none.
    func append(_ key: ContentHash, to output: inout [UInt8]) -> Bool {
        guard let span = span(of: key) else { return false }
        return text.utf8.withContiguousStorageIfAvailable { output.append(contentsOf: $0[span]) } != nil
    }

    /// Appends the text of the earlier piece rendered from an input with fingerprint `key` to
    /// `output`, copied from the earlier text in place; false when there is none. (Made into a
    /// string of its own first, each piece's bytes were checked as UTF-8 and copied twice; appended
    /// with `+=`, through the generic append of any sequence of characters, each cost a few hundred
    /// instructions more.)
    func appendText(for key: ContentHash, to output: inout String) -> Bool {
        guard let span = span(of: key) else { return false }
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: span.lowerBound)
        let piece: Substring = text[start..<utf8.index(start, offsetBy: span.count)]
        output.append(contentsOf: piece)
        return true
    }
}

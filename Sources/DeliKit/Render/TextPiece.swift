/// A span of a generated text with the fingerprint of what it was rendered from.
///
/// The factory renderer and the resolved file's writer record one piece per registration. The next
/// run copies a piece's bytes for a registration with the same fingerprint instead of writing it
/// again, so an edit that adds or changes a few components writes only those.
public struct TextPiece: Hashable, Sendable {
    /// The fingerprint of the piece's input (see ``RegistrationBlueprint/renderFingerprint(level:into:)``
    /// and ``ComponentDeclaration/resolvedFingerprint(into:)``).
    public var key: ContentHash
    /// Where the piece starts in the text, in UTF-8 bytes.
    public var start: Int
    /// How many UTF-8 bytes the piece spans.
    public var count: Int

    public init(key: ContentHash, start: Int, count: Int) {
        self.key = key
        self.start = start
        self.count = count
    }

    /// The same piece `offset` bytes further into the text.
    func shifted(by offset: Int) -> TextPiece {
        TextPiece(key: key, start: start + offset, count: count)
    }

    /// Four 64-bit words per piece (the key's two hashes and byte count, then start and count in one
    /// word), for ``BinaryWriter/writeFixedArray(_:)``. A piece past the first 4 GiB is left out (it
    /// is then written afresh next time).
    static func words(of pieces: [TextPiece]) -> [UInt64] {
        var words: [UInt64] = []
        words.reserveCapacity(pieces.count * 4)
        for piece in pieces where piece.start < 1 << 32 && piece.count < 1 << 32 {
            words.append(piece.key.fnv)
            words.append(piece.key.mixed)
            words.append(UInt64(piece.key.byteCount))
            words.append(UInt64(piece.start) << 32 | UInt64(piece.count))
        }
        return words
    }

    /// The pieces of ``words(of:)``; nil when the words cannot be pieces.
    static func pieces(fromWords words: [UInt64]) -> [TextPiece]? {
        guard words.count % 4 == 0 else { return nil }
        return stride(from: 0, to: words.count, by: 4).map { index in
            let key = ContentHash(fnv: words[index], mixed: words[index + 1], byteCount: Int(words[index + 2]))
            let span = words[index + 3]
            return TextPiece(key: key, start: Int(span >> 32), count: Int(span & 0xffff_ffff))
        }
    }
}

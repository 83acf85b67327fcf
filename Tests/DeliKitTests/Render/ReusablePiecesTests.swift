import Testing

@testable import DeliKit

@Suite struct ReusablePiecesTests {
    /// Fingerprints whose low bits agree all land on the same slot and are told apart by the rest.
    @Test func collidingAndRepeatedFingerprintsFindTheirOwnFirstSpan() {
        let text = String(repeating: "abcdefghij", count: 100)
        let keys = (0..<40).map { ContentHash(fnv: UInt64($0) << 32, mixed: 0, byteCount: $0) }
        var pieces = keys.enumerated().map { TextPiece(key: $1, start: $0 * 10, count: 10) }
        pieces.append(TextPiece(key: keys[3], start: 500, count: 5))
        let reusable = ReusablePieces(PiecedText(text: text, pieces: pieces))
        for (index, key) in keys.enumerated() {
            #expect(Self.text(of: key, in: reusable) == "abcdefghij", "key \(index)")
        }
        var output: [UInt8] = []
        #expect(reusable.append(keys[3], to: &output) && output == Array("abcdefghij".utf8))
        #expect(Self.text(of: ContentHash(fnv: 7 << 32, mixed: 1, byteCount: 7), in: reusable) == nil)
    }

    /// A piece that does not lie inside the text (damaged or foreign pieces) is never used.
    @Test func piecesOutsideTheTextAreLeftOut() {
        let key = ContentHash(of: "a")
        for piece in [
            TextPiece(key: key, start: 3, count: 3), TextPiece(key: key, start: -1, count: 2),
            TextPiece(key: key, start: 0, count: -1), TextPiece(key: key, start: .max, count: .max),
        ] {
            #expect(Self.text(of: key, in: ReusablePieces(PiecedText(text: "abcd", pieces: [piece]))) == nil)
        }
        let exact = ReusablePieces(PiecedText(text: "abcd", pieces: [TextPiece(key: key, start: 1, count: 3)]))
        #expect(Self.text(of: key, in: exact) == "bcd")
    }

    /// A piece is appended after what the output holds, multi-byte characters and all.
    @Test func piecesAreAppendedToTheOutputAsTheyAre() {
        let text = "// é\nlet ü = \"ß\"\n"
        let key = ContentHash(of: "second line")
        let start = "// é\n".utf8.count
        let reusable = ReusablePieces(
            PiecedText(text: text, pieces: [TextPiece(key: key, start: start, count: text.utf8.count - start)]))
        var output = "Ω "
        #expect(reusable.appendText(for: key, to: &output))
        #expect(output == "Ω let ü = \"ß\"\n")
    }

    /// The text of the piece with fingerprint `key`, appended to an empty output.
    private static func text(of key: ContentHash, in reusable: ReusablePieces) -> String? {
        var output = ""
        return reusable.appendText(for: key, to: &output) ? output : nil
    }
}

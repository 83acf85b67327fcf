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
            #expect(reusable.text(for: key) == "abcdefghij", "key \(index)")
        }
        var output: [UInt8] = []
        #expect(reusable.append(keys[3], to: &output) && output == Array("abcdefghij".utf8))
        #expect(reusable.text(for: ContentHash(fnv: 7 << 32, mixed: 1, byteCount: 7)) == nil)
    }

    /// A piece that does not lie inside the text (damaged or foreign pieces) is never used.
    @Test func piecesOutsideTheTextAreLeftOut() {
        let key = ContentHash(of: "a")
        for piece in [
            TextPiece(key: key, start: 3, count: 3), TextPiece(key: key, start: -1, count: 2),
            TextPiece(key: key, start: 0, count: -1), TextPiece(key: key, start: .max, count: .max),
        ] {
            #expect(ReusablePieces(PiecedText(text: "abcd", pieces: [piece])).text(for: key) == nil)
        }
        let exact = ReusablePieces(PiecedText(text: "abcd", pieces: [TextPiece(key: key, start: 1, count: 3)]))
        #expect(exact.text(for: key) == "bcd")
    }
}

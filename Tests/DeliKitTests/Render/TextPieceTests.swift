import Testing

@testable import DeliKit

@Suite struct TextPieceTests {
    @Test func piecesReadBackFromTheirWords() {
        let pieces = [
            TextPiece(key: ContentHash(of: "a"), start: 0, count: 12),
            TextPiece(key: ContentHash(of: "b"), start: (1 << 32) - 1, count: (1 << 32) - 1),
        ]
        #expect(TextPiece.pieces(fromWords: TextPiece.words(of: pieces)) == pieces)
    }

    @Test func aPiecePastFourGibibytesIsLeftOut() {
        let kept = TextPiece(key: ContentHash(of: "a"), start: 5, count: 1)
        let far = TextPiece(key: ContentHash(of: "b"), start: 1 << 32, count: 1)
        let long = TextPiece(key: ContentHash(of: "c"), start: 0, count: 1 << 32)
        #expect(TextPiece.pieces(fromWords: TextPiece.words(of: [far, kept, long])) == [kept])
    }

    @Test func wordsThatAreNotWholePiecesAreNoPieces() {
        #expect(TextPiece.pieces(fromWords: [1, 2, 3]) == nil)
        #expect(TextPiece.pieces(fromWords: []) == [])
    }
}

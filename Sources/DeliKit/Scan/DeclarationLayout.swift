/// What ``DeclarationChunker`` finds in a file's text, as byte offsets.
struct DeclarationLayout {
    /// The top-level chunks in order, covering every byte.
    let chunks: [Range<Int>]
    /// The bodies of functions, initialisers and deinitialisers, innermost first where they nest.
    let bodies: [Range<Int>]
    /// For each chunk, where its top-level imports end (its start when it has none): what comes
    /// before must be parsed whatever the chunk declares.
    let importEnds: [Int]

    /// The part of each chunk that may be left out of the parse.
    var cuttableChunks: [Range<Int>] {
        zip(chunks, importEnds).map { chunk, importEnd in importEnd..<chunk.upperBound }
    }
}

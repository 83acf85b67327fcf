/// A file's text with the top-level chunks that mention none of the relevant names blanked out
/// (every byte but line breaks turned into a space), so the parser skips them cheaply while every
/// offset, line and column of the rest stays exactly where it was.
///
/// ``skippedNames`` are the identifiers of the blanked chunks: if a later round of the scan finds
/// one of them relevant, the file is scanned again with those chunks kept.
struct ChunkFilter {
    let text: String
    let skippedNames: Set<String>

    /// Nil when nothing can be left out: the file does not split into chunks, or every chunk
    /// mentions a relevant name.
    init?(text original: String, relevantNames: Set<String>) {
        self.init(text: original, relevant: RelevantNames(relevantNames))
    }

    init?(text original: String, relevant: RelevantNames) {
        guard let chunks = DeclarationChunker.chunks(of: original), chunks.count > 1 else { return nil }
        var bytes = Array(original.utf8)
        var skipped = Set<String>()
        var blankedAny = false
        for chunk in chunks {
            let names = bytes.withUnsafeBufferPointer { buffer -> Set<String>? in
                let slice = UnsafeBufferPointer(rebasing: buffer[chunk])
                let isRelevant = IdentifierReader.mentionsAny(of: relevant.fingerprints, in: slice)
                return isRelevant ? nil : IdentifierReader.identifiers(in: slice)
            }
            guard let names else { continue }
            skipped.formUnion(names)
            blankedAny = true
            for offset in chunk where bytes[offset] != 10 && bytes[offset] != 13 { bytes[offset] = 32 }
        }
        guard blankedAny else { return nil }
        text = String(decoding: bytes, as: UTF8.self)
        skippedNames = skipped
    }
}

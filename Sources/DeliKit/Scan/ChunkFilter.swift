/// A file's text with what cannot matter blanked out (every byte but line breaks turned into a
/// space), so the parser skips it cheaply while every offset, line and column of the rest stays
/// exactly where it was:
/// - top-level chunks that mention none of the relevant names;
/// - the bodies of functions, initialisers and deinitialisers that do not call `Inject` or
///   `InjectProperty`: the scan reads nothing else in a body (what a body declares is local).
///
/// ``skippedFingerprints`` are those of the identifiers in the blanked chunks: if a later round of the
/// scan finds one of them relevant, the file is scanned again with those chunks kept.
struct ChunkFilter {
    let text: String
    let skippedFingerprints: FingerprintSet

    /// The names a body must mention to be kept.
    private static let bodyNames = IdentifierFingerprint.of(["Inject", "InjectProperty"])

    /// Nil when nothing can be left out: every chunk mentions a relevant name and every body an
    /// injection, or the file's structure is unclear.
    init?(text original: String, relevantNames: Set<String>) {
        self.init(text: original, relevant: RelevantNames(relevantNames))
    }

    init?(text original: String, relevant: RelevantNames) {
        guard let layout = DeclarationChunker.layout(of: original) else { return nil }
        var bytes = Array(original.utf8)
        var skipped = FingerprintSet()
        var blanked: [Range<Int>] = []
        for chunk in layout.chunks where layout.chunks.count > 1 {
            let isRelevant = bytes.withUnsafeBufferPointer { buffer in
                let slice = UnsafeBufferPointer(rebasing: buffer[chunk])
                if IdentifierReader.mentionsAny(of: relevant.fingerprints, in: slice) { return true }
                IdentifierReader.insertFingerprints(in: slice, into: &skipped)
                return false
            }
            if !isRelevant { blanked.append(chunk) }
        }
        for body in layout.bodies where !blanked.contains(where: { $0.contains(body.lowerBound) }) {
            let injects = bytes.withUnsafeBufferPointer { buffer in
                IdentifierReader.mentionsAny(of: Self.bodyNames, in: UnsafeBufferPointer(rebasing: buffer[body]))
            }
            if !injects { blanked.append(body) }
        }
        guard !blanked.isEmpty else { return nil }
        bytes.withUnsafeMutableBufferPointer { buffer in
            for range in blanked {
                for offset in range where buffer[offset] != 10 && buffer[offset] != 13 { buffer[offset] = 32 }
            }
        }
        text = String(decoding: bytes, as: UTF8.self)
        skippedFingerprints = skipped
    }
}

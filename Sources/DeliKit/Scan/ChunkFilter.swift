/// A file's text with what cannot matter cut out, so the parser never reads it:
/// - top-level chunks that mention none of the relevant names, from the end of their imports (every
///   import of the file is parsed: the generated factory repeats those of a component's file);
/// - the bodies of functions, initialisers and deinitialisers that neither call `Inject` or
///   `InjectProperty` nor may declare a type: the scan reads nothing else in a body (a type it
///   declares is local, read only to be reported when it conforms, see ``LocalTypeReader``).
///
/// Each cut leaves a single space or line break, which parses the same as the whitespace it stands
/// for; ``offsets`` turns every offset of the reduced text back into the file's own, so lines and
/// columns are those of the file.
///
/// ``skippedFingerprints`` are those of the identifiers in the chunks left out: if a later round of
/// the scan finds one of them relevant, the file is scanned again with those chunks kept.
struct ChunkFilter {
    let text: String
    /// Where each byte of ``text`` is in the file.
    let offsets: OffsetMap
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
        let bytes = Array(original.utf8)
        var skipped = FingerprintSet()
        var cuts: [Range<Int>] = []
        var seen: [UInt64] = []
        for chunk in layout.cuttableChunks where layout.chunks.count > 1 && !chunk.isEmpty {
            seen.removeAll(keepingCapacity: true)
            let isRelevant = bytes.withUnsafeBufferPointer { buffer in
                let slice = UnsafeBufferPointer(rebasing: buffer[chunk])
                return IdentifierReader.mentionsAny(of: relevant.fingerprints, in: slice, collecting: &seen)
            }
            if !isRelevant {
                for fingerprint in seen { skipped.insert(fingerprint) }
                cuts.append(chunk)
            }
        }
        for body in layout.bodies where !cuts.contains(where: { $0.contains(body.lowerBound) }) {
            let isRead = bytes.withUnsafeBufferPointer { buffer in
                let slice = UnsafeBufferPointer(rebasing: buffer[body])
                return Self.mayInject(slice) || LocalTypeSearch.mayDeclareType(in: slice)
            }
            if !isRead { cuts.append(body) }
        }
        guard cuts.contains(where: { !$0.isEmpty }) else { return nil }
        let compacted = OffsetMap.compacting(bytes, cutting: Self.outermost(cuts))
        text = String(decoding: compacted.bytes, as: UTF8.self)
        offsets = compacted.map
        skippedFingerprints = skipped
    }

    /// Whether `body` calls `Inject` or `InjectProperty`: a byte search first (most bodies do not
    /// hold the letters at all), then the identifiers.
    private static func mayInject(_ body: UnsafeBufferPointer<UInt8>) -> Bool {
        InjectSearch.mayMention(in: body) && IdentifierReader.mentionsAny(of: bodyNames, in: body)
    }

    /// The non-empty `ranges` in ascending order, those inside another (bodies nest) or touching it
    /// joined to it.
    private static func outermost(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where !range.isEmpty {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }
}

/// Tells the files deli writes into its cache folder from anything else, so that `deli clean`
/// deletes only what deli wrote.
///
/// A file is deli's when its name has one of the shapes ``CacheFile`` gives (`scan-<target>.bin`,
/// `scan-<target>.log`, `record-<target>.bin`, `texts-<target>.bin`, `outputs-<target>.bin`,
/// `walk-<fingerprint>.bin`, or the hidden temporary `.<name>.<pid>.tmp` of one of them) and its
/// first bytes are those of that kind: the scan cache's, the texts', the output stamps' or the
/// walk's magic bytes, a log record's length and magic
/// bytes, or a build record's tool identity followed by the record's magic string.
/// A temporary file or a log may also be empty (a write that was cut short).
public enum CacheFileRecognizer {
    /// How many leading bytes ``isDeliFile(name:header:)`` needs to decide.
    public static let headerLength = 512

    private enum Kind {
        case scan, record, scanLog, texts, outputs, walk
    }

    /// True when a file named `name` whose contents start with `header` (at most ``headerLength``
    /// bytes, fewer when the file is shorter) was written by deli.
    public static func isDeliFile(name: String, header: [UInt8]) -> Bool {
        if let kind = kind(ofFinal: name) { return matches(header, kind) }
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
        let inner = name.dropFirst().dropLast(".tmp".count)
        guard let dot = inner.lastIndex(of: "."), !inner[inner.index(after: dot)...].isEmpty,
            inner[inner.index(after: dot)...].allSatisfy({ $0.isASCII && $0.isNumber }),
            let kind = kind(ofFinal: String(inner[..<dot]))
        else { return false }
        return header.isEmpty || matches(header, kind)
    }

    /// The kind of a final cache file name, or nil when `name` is not one.
    private static func kind(ofFinal name: String) -> Kind? {
        let kinds: [(prefix: String, suffix: String, kind: Kind)] = [
            ("scan-", ".bin", .scan), ("record-", ".bin", .record), ("scan-", ".log", .scanLog),
            ("texts-", ".bin", .texts), ("outputs-", ".bin", .outputs), ("walk-", ".bin", .walk),
        ]
        guard let shape = kinds.first(where: { name.hasPrefix($0.prefix) && name.hasSuffix($0.suffix) }) else {
            return nil
        }
        let target = name.dropFirst(shape.prefix.count).dropLast(shape.suffix.count)
        let safe = target.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || "-_.".unicodeScalars.contains(scalar))
        }
        return !target.isEmpty && safe ? shape.kind : nil
    }

    private static func matches(_ header: [UInt8], _ kind: Kind) -> Bool {
        switch kind {
        case .scan:
            return header.starts(with: ScanCache.magic)
        case .texts:
            return header.starts(with: RecordedTexts.frame.magic)
        case .outputs:
            return header.starts(with: OutputStamps.frame.magic)
        case .walk:
            return header.starts(with: RecordedWalk.frame.magic)
        case .record:
            var reader = BinaryReader(bytes: header)
            guard (try? reader.readString()) != nil else { return false }
            return (try? reader.readString()) == BuildRecord.magic
        case .scanLog:
            // A log may be empty (an append that was cut short); each record starts with its length.
            var reader = BinaryReader(bytes: header)
            guard !header.isEmpty else { return true }
            guard (try? reader.readUInt64()) != nil else { return false }
            return (try? reader.readRawBytes(count: ScanCacheChange.frame.magic.count)) == ScanCacheChange.frame.magic
        }
    }
}

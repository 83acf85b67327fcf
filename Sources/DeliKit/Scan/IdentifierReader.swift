/// Lists the identifiers a file mentions, with a byte scan that is far cheaper than parsing.
///
/// Used as a pre-filter: only files that mention a Deli name (or a name that refines one) are parsed.
enum IdentifierReader {
    static func identifiers(in text: String) -> Set<String> {
        var found = Set<String>()
        forEachIdentifier(in: text) { found.insert(String(decoding: $0, as: UTF8.self)) }
        return found
    }

    /// Appends the identifiers in `text` to `list`, in order, repeats kept.
    static func appendIdentifiers(in text: String, to list: inout [String]) {
        forEachIdentifier(in: text) { list.append(String(decoding: $0, as: UTF8.self)) }
    }

    /// The ``IdentifierFingerprint`` of every identifier in `text`, without repeats, in no
    /// particular order. Every file of a target goes through here.
    static func fingerprints(in text: String) -> [UInt64] {
        var text = text
        return text.withUTF8 { bytes in
            var found = FingerprintSet(capacity: bytes.count / 8)
            insertFingerprints(in: bytes, into: &found)
            return found.elements
        }
    }

    /// Adds the fingerprint of every identifier in `bytes` to `found`.
    private static func insertFingerprints(in bytes: UnsafeBufferPointer<UInt8>, into found: inout FingerprintSet) {
        forEachFingerprint(in: bytes) { fingerprint in
            found.insert(fingerprint)
            return true
        }
    }

    /// True when one of the identifiers in `bytes` has a fingerprint in `fingerprints` (no string is
    /// made); the reading stops at the first.
    static func mentionsAny(of fingerprints: FingerprintSet, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var found = false
        forEachFingerprint(in: bytes) { fingerprint in
            found = fingerprints.contains(fingerprint)
            return !found
        }
        return found
    }

    /// True when one of the identifiers in `bytes` has a fingerprint in `fingerprints`; until it finds
    /// one, appends each identifier's fingerprint to `seen` (repeats kept), so that a caller that
    /// wants them when there is no match reads the bytes once.
    static func mentionsAny(
        of fingerprints: FingerprintSet, in bytes: UnsafeBufferPointer<UInt8>, collecting seen: inout [UInt64]
    ) -> Bool {
        var found = false
        forEachFingerprint(in: bytes) { fingerprint in
            found = fingerprints.contains(fingerprint)
            if !found { seen.append(fingerprint) }
            return !found
        }
        return found
    }

    /// Calls `body` with the fingerprint of each identifier in `bytes`, in order, while it returns
    /// true.
    @inline(__always)
    private static func forEachFingerprint(in bytes: UnsafeBufferPointer<UInt8>, _ body: (UInt64) -> Bool) {
        let text = UnsafeRawBufferPointer(bytes)
        forEachIdentifierRange(in: bytes) { body(IdentifierFingerprint.of(text, from: $0, to: $1)) }
    }

    private static func forEachIdentifier(in text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var text = text
        text.withUTF8 { bytes in
            forEachIdentifierRange(in: bytes) { start, end in
                body(UnsafeBufferPointer(rebasing: bytes[start..<end]))
                return true
            }
        }
    }

    /// Calls `body` with the start and end of each identifier in `bytes`, in order, while it returns
    /// true. Each byte's class is looked up in ``IdentifierByteClass/table``.
    @inline(__always)
    private static func forEachIdentifierRange(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Int, Int) -> Bool) {
        IdentifierByteClass.table.withUnsafeBufferPointer { classes in
            var index = 0
            while index < bytes.count {
                guard classes[Int(bytes[index])] == IdentifierByteClass.head else {
                    index += 1
                    continue
                }
                let start = index
                repeat { index += 1 } while index < bytes.count && classes[Int(bytes[index])] != 0
                guard body(start, index) else { return }
            }
        }
    }
}

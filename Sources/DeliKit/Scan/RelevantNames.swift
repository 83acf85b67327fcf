/// The names relevant so far in a scan, with their ``IdentifierFingerprint``s, so that filters can
/// test identifiers without making a string of each.
struct RelevantNames: Sendable {
    var names: Set<String>
    var fingerprints: FingerprintSet

    init(_ names: Set<String>) {
        self.init(names, fingerprints: IdentifierFingerprint.of(names))
    }

    init(_ names: Set<String>, fingerprints: FingerprintSet) {
        self.names = names
        self.fingerprints = fingerprints
    }
}

/// The files ``ScanRounds`` has read but not parsed, split by what they were tested against, so
/// that each round tests a file's identifiers against the names that are new since its last test,
/// not against every relevant name again.
struct PendingFiles {
    /// Files not tested yet.
    var untested: Set<Int>
    /// Files that mentioned none of the relevant names, up to those in ``fresh``.
    private var tested: Set<Int> = []
    /// Fingerprints of the names made relevant since the last test.
    private var fresh = FingerprintSet()

    init(untested: Set<Int>) {
        self.untested = untested
    }

    /// Adds `added`, the fingerprints of names that just became relevant, to `all`.
    mutating func add(_ added: FingerprintSet, to all: inout FingerprintSet) {
        guard added.count > 0 else { return }
        all.formUnion(added)
        fresh.formUnion(added)
    }

    /// Removes and returns the files that mention one of `all` (every relevant name's fingerprint):
    /// untested files are tested against all of them, the others against the fresh ones only.
    mutating func takeMatches(of all: FingerprintSet, in inputs: [ScanInput]) -> Set<Int> {
        var matches = untested.filter { inputs[$0].fingerprints!.contains(where: all.contains) }
        if fresh.count > 0 {
            let fresh = fresh
            matches.formUnion(tested.filter { inputs[$0].fingerprints!.contains(where: fresh.contains) })
        }
        tested.formUnion(untested)
        tested.subtract(matches)
        untested = []
        fresh = FingerprintSet()
        return matches
    }
}

/// The relevant names one run added and dropped against another's: what a scan cache's log records.
enum NameChanges {
    /// The names `next` has and `previous` lacks, and those it lost, sorted. `next` is walked once;
    /// `previous` only when names went (every other name of `next` is in it, so the counts tell):
    /// comparing the sets and taking both differences walked them three times.
    static func between(_ previous: Set<String>, _ next: Set<String>) -> (added: [String], removed: [String]) {
        var added: [String] = []
        for name in next where !previous.contains(name) { added.append(name) }
        var removed: [String] = []
        if previous.count + added.count != next.count {
            for name in previous where !next.contains(name) { removed.append(name) }
        }
        return (added.sorted(), removed.sorted())
    }
}

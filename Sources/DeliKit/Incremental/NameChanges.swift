/// The relevant names one run added and dropped against another's: what a scan cache's log records
/// and what a build record's sorted names are updated by.
enum NameChanges {
    /// The names `next` has and `previous` lacks, and those it lost, sorted. A run asks twice for
    /// the same sets (its scan cache's log, then its record): the last answer is kept, and sets that
    /// share their storage with the last ones compare equal at once.
    static func between(_ previous: Set<String>, _ next: Set<String>) -> (added: [String], removed: [String]) {
        let changes = lastChanges(Sets(previous: previous, next: next))
        return (changes.added, changes.removed)
    }

    private struct Sets: Equatable, Sendable {
        let previous: Set<String>
        let next: Set<String>
    }

    private struct Changes: Sendable {
        let added: [String]
        let removed: [String]
    }

    private static let lastChanges = LastAnswerMemo<Sets, Changes>(compute)

    /// `next` is walked once; `previous` only when names went (every other name of `next` is in
    /// it, so the counts tell): comparing the sets and taking both differences walked them three
    /// times.
    @Sendable private static func compute(_ sets: Sets) -> Changes {
        var added: [String] = []
        for name in sets.next where !sets.previous.contains(name) { added.append(name) }
        var removed: [String] = []
        if sets.previous.count + added.count != sets.next.count {
            for name in sets.previous where !sets.next.contains(name) { removed.append(name) }
        }
        return Changes(added: added.sorted(), removed: removed.sorted())
    }
}

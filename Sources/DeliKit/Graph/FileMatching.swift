/// Which file of the last run each result of this run is, for ``ComponentMemo``. Files are matched
/// by position first: an edit seldom adds or removes a file, so the two lists line up and no path
/// is hashed. A file that is not where it was is looked up by path.
struct FileMatching {
    /// For each result, the position of its file in the last run; nil for a new file.
    let previous: [Int?]
    /// For each file of the last run, its position in this run; nil for a file that is gone.
    let current: [Int?]
    /// The positions in the last run of the files that are gone.
    let gone: [Int]
    /// True when every file of both runs is at the same position in each.
    let isAligned: Bool

    /// Nil when a path is given twice.
    init?(_ results: [ScanResult], previous entries: [ComponentMemo.Entry], positions: [String: Int]) {
        var previous = [Int?](repeating: nil, count: results.count)
        var current = [Int?](repeating: nil, count: entries.count)
        var aligned = results.count == entries.count
        for (position, result) in results.enumerated() {
            let old: Int?
            if position < entries.count, entries[position].result.path == result.path {
                old = position
            } else {
                aligned = false
                old = positions[result.path]
            }
            guard let old else { continue }
            guard current[old] == nil else { return nil }
            current[old] = position
            previous[position] = old
        }
        self.previous = previous
        self.current = current
        gone = current.indices.filter { current[$0] == nil }
        isAligned = aligned && gone.isEmpty
    }
}

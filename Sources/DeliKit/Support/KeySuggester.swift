/// Picks the closest known key for a misspelt one, for "did you mean" notes.
enum KeySuggester {
    /// The known key nearest to `key` by edit distance (ignoring case), if it is close enough:
    /// at most 1 edit for short keys, a third of the key's length for longer ones.
    static func suggestion(for key: String, among known: [String]) -> String? {
        let limit = max(1, min(3, key.count / 3))
        let lowered = key.lowercased()
        let ranked = known.map { ($0, distance(lowered, $0.lowercased())) }.filter { $0.1 <= limit }
        return ranked.min { $0.1 < $1.1 }?.0
    }

    /// Edit distance over characters, counting a swap of two neighbours as one edit (optimal
    /// string alignment), so `nmae` is one edit from `name`.
    static func distance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs)
        let b = Array(rhs)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious: [Int] = []
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            beforePrevious = previous
            previous = current
        }
        return previous[b.count]
    }
}

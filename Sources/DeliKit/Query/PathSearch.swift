/// Walks from a node up the "is needed by" edges to every root, collecting the paths for
/// ``DependencyQuery/paths(to:limit:)``.
struct PathSearch {
    let dependents: [String: [String]]
    let limit: Int
    /// The paths found, each from a root down to the start node.
    private(set) var found: [[String]] = []
    private(set) var truncated = false

    init(dependents: [String: [String]], limit: Int) {
        self.dependents = dependents
        self.limit = limit
    }

    /// `trail` runs from the current node (first) down to the start node (last).
    mutating func walk(from id: String, trail: [String]) {
        guard !truncated else { return }
        let parents = (dependents[id] ?? []).filter { !trail.contains($0) }
        if parents.isEmpty {
            if trail.count > 1 || dependents[id] == nil { record(trail) }
            return
        }
        for parent in parents {
            walk(from: parent, trail: [parent] + trail)
        }
    }

    private mutating func record(_ path: [String]) {
        guard found.count < limit else {
            truncated = true
            return
        }
        found.append(path)
    }
}

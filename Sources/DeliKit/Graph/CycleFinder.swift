/// Finds the cycles made only of non-lazy edges (Tarjan's strongly connected components), and one
/// concrete path around each.
enum CycleFinder {
    /// One cycle per strongly connected component: the edges from its lowest index around and back.
    ///
    /// `order`, when given, is a proposed order of the components with dependencies first. When every
    /// non-lazy edge points to an earlier component in it, there is no cycle, and the components are
    /// not searched for one (the usual case, checked in one pass over the edges).
    static func cycles(count: Int, edges: FlatLists<GraphEdge>, order: [Int]? = nil) -> [[GraphEdge]] {
        if let order, isAcyclic(count: count, edges: edges, order: order) { return [] }
        let strict = FlatLists(edges.map { $0.filter { !$0.isLazy } })
        return components(count: count, edges: strict).compactMap { members in
            guard let start = members.min() else { return nil }
            // Almost every component is one node without a loop: no set is made for those.
            guard members.count > 1 || strict[start].contains(where: { $0.to == start }) else { return nil }
            return path(from: start, within: Set(members), edges: strict)
        }
    }

    /// True when `order` lists each of the `count` components once and every non-lazy edge goes from
    /// a component to one listed before it: then no path of non-lazy edges can come back to where it
    /// started.
    static func isAcyclic(count: Int, edges: FlatLists<GraphEdge>, order: [Int]) -> Bool {
        guard order.count == count, edges.count == count else { return false }
        var position = [Int](repeating: -1, count: count)
        for (index, component) in order.enumerated() {
            guard component >= 0, component < count, position[component] < 0 else { return false }
            position[component] = index
        }
        // The search below follows each list's edges from the component the list belongs to.
        for (from, outgoing) in edges.enumerated() {
            for edge in outgoing where !edge.isLazy {
                guard edge.to >= 0, edge.to < count, position[edge.to] < position[from] else { return false }
            }
        }
        return true
    }

    /// Breadth-first search from `start` back to itself, staying inside one component.
    private static func path(from start: Int, within members: Set<Int>, edges: FlatLists<GraphEdge>) -> [GraphEdge] {
        var reachedBy: [Int: GraphEdge] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for edge in edges[node] where members.contains(edge.to) {
                if edge.to == start { return unwind(edge, reachedBy: reachedBy, start: start) }
                if reachedBy[edge.to] == nil {
                    reachedBy[edge.to] = edge
                    queue.append(edge.to)
                }
            }
        }
        return []
    }

    private static func unwind(_ last: GraphEdge, reachedBy: [Int: GraphEdge], start: Int) -> [GraphEdge] {
        var path = [last]
        var node = last.from
        while node != start, let edge = reachedBy[node] {
            path.insert(edge, at: 0)
            node = edge.from
        }
        return path
    }

    /// Tarjan's algorithm without recursion, so deep graphs cannot overflow the stack.
    private static func components(count: Int, edges: FlatLists<GraphEdge>) -> [[Int]] {
        var state = TarjanState(count: count)
        for root in 0..<count where state.index[root] == nil {
            state.visit(root, edges: edges)
        }
        return state.result
    }
}

/// The bookkeeping of one run of Tarjan's algorithm.
private struct TarjanState {
    var index: [Int?]
    var lowLink: [Int]
    var onStack: [Bool]
    var stack: [Int] = []
    var counter = 0
    var result: [[Int]] = []

    init(count: Int) {
        index = Array(repeating: nil, count: count)
        lowLink = Array(repeating: 0, count: count)
        onStack = Array(repeating: false, count: count)
    }

    mutating func visit(_ root: Int, edges: FlatLists<GraphEdge>) {
        var work: [(node: Int, next: Int)] = [(root, 0)]
        open(root)
        while let (node, next) = work.last {
            let bounds = edges.bounds(of: node)
            if next < bounds.count {
                work[work.count - 1].next += 1
                let target = edges.elements[bounds.lowerBound + next].to
                if index[target] == nil {
                    open(target)
                    work.append((target, 0))
                } else if onStack[target] {
                    lowLink[node] = min(lowLink[node], index[target]!)
                }
                continue
            }
            work.removeLast()
            if let parent = work.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[node]) }
            if lowLink[node] == index[node] { close(node) }
        }
    }

    private mutating func open(_ node: Int) {
        index[node] = counter
        lowLink[node] = counter
        counter += 1
        stack.append(node)
        onStack[node] = true
    }

    private mutating func close(_ node: Int) {
        var members: [Int] = []
        while let top = stack.popLast() {
            onStack[top] = false
            members.append(top)
            if top == node { break }
        }
        result.append(members)
    }
}

/// Orders components so that dependencies come before the components that need them.
enum TopologicalSorter {
    /// Kahn's algorithm over non-lazy edges with a first-in first-out queue seeded in index order;
    /// nodes left in cycles are appended in index order.
    static func order(count: Int, edges: [[GraphEdge]]) -> [Int] {
        var waiting = [Int](repeating: 0, count: count)
        var dependents = [[Int]](repeating: [], count: count)
        for edge in edges.joined() where !edge.isLazy && edge.from != edge.to {
            waiting[edge.from] += 1
            dependents[edge.to].append(edge.from)
        }
        var order = (0..<count).filter { waiting[$0] == 0 }
        var head = 0
        while head < order.count {
            let next = order[head]
            head += 1
            for dependent in dependents[next] {
                waiting[dependent] -= 1
                if waiting[dependent] == 0 { order.append(dependent) }
            }
        }
        guard order.count < count else { return order }
        var placed = [Bool](repeating: false, count: count)
        for component in order { placed[component] = true }
        return order + (0..<count).filter { !placed[$0] }
    }
}

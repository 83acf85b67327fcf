/// Orders components so that dependencies come before the components that need them.
enum TopologicalSorter {
    /// Kahn's algorithm over non-lazy edges, always taking the lowest ready index; nodes left in
    /// cycles are appended in index order.
    static func order(count: Int, edges: [[GraphEdge]]) -> [Int] {
        var waiting = [Int](repeating: 0, count: count)
        var dependents = [[Int]](repeating: [], count: count)
        for edge in edges.joined() where !edge.isLazy && edge.from != edge.to {
            waiting[edge.from] += 1
            dependents[edge.to].append(edge.from)
        }
        var ready = Set((0..<count).filter { waiting[$0] == 0 })
        var order: [Int] = []
        while let next = ready.min() {
            ready.remove(next)
            order.append(next)
            for dependent in dependents[next] {
                waiting[dependent] -= 1
                if waiting[dependent] == 0 { ready.insert(dependent) }
            }
        }
        let placed = Set(order)
        return order + (0..<count).filter { !placed.contains($0) }
    }
}

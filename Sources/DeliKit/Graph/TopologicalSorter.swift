/// Orders components so that dependencies come before the components that need them.
enum TopologicalSorter {
    /// Kahn's algorithm over non-lazy edges with a first-in first-out queue seeded in index order;
    /// nodes left in cycles are appended in index order.
    static func order(count: Int, edges: FlatLists<GraphEdge>) -> [Int] {
        var waiting = [Int](repeating: 0, count: count)
        let dependents = Dependents(count: count, edges: edges, waiting: &waiting)
        var order = (0..<count).filter { waiting[$0] == 0 }
        var head = 0
        while head < order.count {
            let next = order[head]
            head += 1
            for dependent in dependents.of(next) {
                waiting[dependent] -= 1
                if waiting[dependent] == 0 { order.append(dependent) }
            }
        }
        guard order.count < count else { return order }
        var placed = [Bool](repeating: false, count: count)
        for component in order { placed[component] = true }
        return order + (0..<count).filter { !placed[$0] }
    }

    /// The components that wait for each component, in one list (a list per component was made and
    /// grown for each of thousands): those of `c` are `list[start[c]..<start[c + 1]]`, in edge order.
    private struct Dependents {
        private var start: [Int]
        private var list: [Int]

        /// Also counts, in `waiting`, the edges each component waits on.
        init(count: Int, edges: FlatLists<GraphEdge>, waiting: inout [Int]) {
            start = [Int](repeating: 0, count: count + 1)
            for edge in edges.elements where Self.orders(edge) {
                waiting[edge.from] += 1
                start[edge.to + 1] += 1
            }
            for index in 0..<count { start[index + 1] += start[index] }
            var filled = start
            list = [Int](repeating: 0, count: start[count])
            for edge in edges.elements where Self.orders(edge) {
                list[filled[edge.to]] = edge.from
                filled[edge.to] += 1
            }
        }

        func of(_ component: Int) -> ArraySlice<Int> {
            list[start[component]..<start[component + 1]]
        }

        /// Lazy edges and a component's edge to itself do not order anything.
        private static func orders(_ edge: GraphEdge) -> Bool {
            !edge.isLazy && edge.from != edge.to
        }
    }
}

import Testing

@testable import DeliKit

@Suite struct CycleFinderTests {
    private func edges(_ pairs: [(Int, Int)], lazy: Set<Int> = [], count: Int) -> [[GraphEdge]] {
        var edges = [[GraphEdge]](repeating: [], count: count)
        for (position, (from, to)) in pairs.enumerated() {
            edges[from].append(GraphEdge(from: from, to: to, dependency: position, isLazy: lazy.contains(from)))
        }
        return edges
    }

    @Test func findsEachCycleOnceStartingAtItsLowestNode() {
        let graph = edges([(0, 1), (1, 2), (2, 0), (3, 3), (4, 0)], count: 5)
        let cycles = CycleFinder.cycles(count: 5, edges: graph)
        #expect(cycles.map { $0.map(\.from) }.sorted { $0[0] < $1[0] } == [[0, 1, 2], [3]])
    }

    @Test func lazyNodesBreakCycles() {
        let graph = edges([(0, 1), (1, 2), (2, 0)], lazy: [2], count: 3)
        #expect(CycleFinder.cycles(count: 3, edges: graph).isEmpty)
    }

    @Test func deepChainsDoNotOverflow() {
        let count = 50_000
        let graph = edges((0..<count).map { ($0, ($0 + 1) % count) }, count: count)
        #expect(CycleFinder.cycles(count: count, edges: graph).map(\.count) == [count])
    }

    @Test func topologicalOrderPutsDependenciesFirst() {
        let graph = edges([(0, 2), (1, 0), (3, 1), (2, 3)], lazy: [2], count: 4)
        #expect(TopologicalSorter.order(count: 4, edges: graph) == [2, 0, 1, 3])
    }
}

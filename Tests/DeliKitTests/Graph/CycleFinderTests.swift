import Testing

@testable import DeliKit

@Suite struct CycleFinderTests {
    private func edges(_ pairs: [(Int, Int)], lazy: Set<Int> = [], count: Int) -> FlatLists<GraphEdge> {
        var edges = [[GraphEdge]](repeating: [], count: count)
        for (position, (from, to)) in pairs.enumerated() {
            edges[from].append(GraphEdge(from: from, to: to, dependency: position, isLazy: lazy.contains(from)))
        }
        return FlatLists(edges)
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

    @Test func anOrderWithEveryEdgePointingBackProvesThereIsNoCycle() {
        let graph = edges([(1, 0), (2, 1), (2, 0), (0, 2)], lazy: [0], count: 3)
        #expect(CycleFinder.isAcyclic(count: 3, edges: graph, order: [0, 1, 2]))
        #expect(!CycleFinder.isAcyclic(count: 3, edges: graph, order: [1, 0, 2]))
        #expect(!CycleFinder.isAcyclic(count: 3, edges: graph, order: [0, 1]))
        #expect(!CycleFinder.isAcyclic(count: 3, edges: graph, order: [0, 0, 2]))
        #expect(!CycleFinder.isAcyclic(count: 3, edges: graph, order: [0, 1, 3]))
    }

    /// An order that does not hold (a cycle, a self-loop, or a wrong order passed in) sends the
    /// search through every component as without one.
    @Test func anOrderThatDoesNotHoldStillFindsTheCycles() {
        let graph = edges([(0, 1), (1, 2), (2, 0), (3, 3), (4, 0)], count: 5)
        let claimed = CycleFinder.cycles(count: 5, edges: graph, order: [0, 1, 2, 3, 4])
        #expect(claimed.map { $0.map(\.from) }.sorted { $0[0] < $1[0] } == [[0, 1, 2], [3]])
        let selfLoop = edges([(1, 0), (1, 1)], count: 2)
        #expect(CycleFinder.cycles(count: 2, edges: selfLoop, order: [0, 1]).map { $0.map(\.from) } == [[1]])
    }

    @Test func randomGraphsHaveTheSameCyclesWithTheSortersOrder() {
        var generator = SplitMix64(seed: 11)
        for round in 0..<200 {
            let count = Int.random(in: 1...30, using: &generator)
            let pairs = (0..<Int.random(in: 0...(count * 2), using: &generator)).map { _ in
                (Int.random(in: 0..<count, using: &generator), Int.random(in: 0..<count, using: &generator))
            }
            let lazy = Set((0..<count).filter { _ in Int.random(in: 0..<4, using: &generator) == 0 })
            // Mostly acyclic: edges kept only from a higher index to a lower one, every other round.
            let kept = round.isMultiple(of: 2) ? pairs.filter { $0.0 > $0.1 } : pairs
            let graph = edges(kept, lazy: lazy, count: count)
            let order = TopologicalSorter.order(count: count, edges: graph)
            let expected = CycleFinder.cycles(count: count, edges: graph)
            #expect(CycleFinder.cycles(count: count, edges: graph, order: order) == expected, "round \(round)")
        }
    }
}

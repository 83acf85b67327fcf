import Testing

@testable import DeliKit

/// `sparseFlatMap` joins what the standard `flatMap` joins, in the same order.
@Suite struct SparseFlatMapTests {
    @Test func joinsTheResultsInOrderSkippingEmptyOnes() {
        let transform = { (value: Int) -> [String] in
            value % 3 == 0 ? [] : Array(repeating: "\(value)", count: value % 3)
        }
        let values = Array(0..<20)
        #expect(values.sparseFlatMap(transform) == values.flatMap(transform))
        #expect(values.sparseFlatMap(transform).prefix(4) == ["1", "2", "2", "4"])
        #expect([Int]().sparseFlatMap(transform).isEmpty)
        #expect([3, 6, 9].sparseFlatMap(transform).isEmpty)
    }

    @Test func rethrowsTheTransformsError() {
        struct Refused: Error {}
        #expect(throws: Refused.self) {
            try [1, 2].sparseFlatMap { value -> [Int] in
                if value == 2 { throw Refused() }
                return [value]
            }
        }
    }
}

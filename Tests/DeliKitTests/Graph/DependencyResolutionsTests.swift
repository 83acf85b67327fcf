import Testing

@testable import DeliKit

/// The resolutions of every component in one list, each component's read back from 0.
@Suite struct DependencyResolutionsTests {
    @Test func eachComponentReadsItsOwnResolutionsInOrder() {
        var resolutions = DependencyResolutions(reservingFor: 3, dependencies: 3)
        for component in [[.found([4]), .missing(others: [])], [], [Resolution.factory(7)]] {
            for resolution in component { resolutions.append(resolution) }
            resolutions.endComponent()
        }
        #expect(resolutions.count == 3)
        #expect(
            resolutions.range(of: 0) == 0..<2 && resolutions.range(of: 1) == 2..<2 && resolutions.range(of: 2) == 2..<3)
        #expect(resolutions.withResolutions(of: 0) { Array($0) } == [.found([4]), .missing(others: [])])
        #expect(resolutions.withResolutions(of: 1) { $0.isEmpty })
        #expect(resolutions.withResolutions(of: 2) { $0[0] } == .factory(7))
        #expect(DependencyResolutions().count == 0)
    }
}

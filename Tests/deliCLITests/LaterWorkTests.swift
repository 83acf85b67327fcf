import Testing

@testable import deli

/// Work left for after a served build's answer is done once, in the order it was left.
@Suite struct LaterWorkTests {
    @Test func itemsAreDoneOnceInOrder() {
        let later = LaterWork()
        var done: [Int] = []
        later.add { done.append(1) }
        later.add { done.append(2) }
        #expect(done == [], "nothing is done before the run")
        later.run()
        #expect(done == [1, 2])
        later.run()
        #expect(done == [1, 2], "a second run has nothing left to do")
        later.add { done.append(3) }
        later.run()
        #expect(done == [1, 2, 3])
    }
}

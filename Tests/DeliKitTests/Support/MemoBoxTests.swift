import Synchronization
import Testing

@testable import DeliKit

@Suite struct MemoBoxTests {
    private enum Doubled {}
    private static let doubled = DerivedKey<[Int]>(Doubled.self)
    private enum Counted {}
    private static let counted = DerivedKey<Int>(Counted.self)

    @Test func aDerivedValueIsMadeOnceAndDroppedBeforeTheFieldsChange() {
        let calls = Mutex(0)
        var box = MemoBox([1, 2])
        func doubled() -> [Int] {
            box.derived(Self.doubled) { box in
                calls.withLock { $0 += 1 }
                return box.fields.map { $0 * 2 }
            }
        }
        #expect(doubled() == [2, 4] && doubled() == [2, 4])
        #expect(calls.withLock { $0 } == 1)
        // Another key is another value.
        #expect(box.derived(Self.counted) { $0.fields.count } == 2)
        MemoBox.makeUnique(&box)
        box.fields.append(3)
        #expect(doubled() == [2, 4, 6])
        #expect(calls.withLock { $0 } == 2)
    }

    @Test func aSharedBoxIsCopiedAndTheSharerKeepsItsValues() {
        var box = MemoBox([1])
        let sharer = box
        #expect(box.derived(Self.counted) { $0.fields.count } == 1)
        MemoBox.makeUnique(&box)
        #expect(box !== sharer)
        box.fields.append(2)
        #expect(box.derived(Self.counted) { $0.fields.count } == 2)
        #expect(sharer.derived(Self.counted) { _ in -1 } == 1)
    }
}

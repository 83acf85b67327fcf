import Dispatch

/// Runs independent pieces of work on every core and keeps their results in input order.
enum ConcurrentMap {
    /// `transform` of each item, computed concurrently (serially for fewer than two items).
    static func map<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        guard items.count > 1 else { return items.map(transform) }
        let slots = Slots<R>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            slots.store(transform(items[index]), at: index)
        }
        return slots.values
    }

    /// One slot per item; each index is written by exactly one iteration (so no lock is needed),
    /// and read only after `concurrentPerform` has returned.
    private final class Slots<R>: @unchecked Sendable {
        private let buffer: UnsafeMutableBufferPointer<R?>

        init(count: Int) {
            buffer = .allocate(capacity: count)
            buffer.initialize(repeating: nil)
        }

        deinit {
            _ = buffer.deinitialize()
            buffer.deallocate()
        }

        func store(_ value: R, at index: Int) {
            buffer[index] = value
        }

        var values: [R] { buffer.map { $0! } }
    }
}

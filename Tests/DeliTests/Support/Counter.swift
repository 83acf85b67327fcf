import Synchronization

/// Counts initialisations across threads.
final class Counter: Sendable {
    private let storage = Atomic<Int>(0)

    var value: Int {
        storage.load(ordering: .sequentiallyConsistent)
    }

    func increment() {
        storage.add(1, ordering: .sequentiallyConsistent)
    }
}

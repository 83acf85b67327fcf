import Dispatch

/// Whether the calling code runs on the main dispatch queue: where the main actor's jobs run when
/// the main thread is parked by an `async` main (an app's, or a test runner's), on whichever thread
/// drains the queue then.
enum MainQueue {
    /// A value stored on the main queue, which `getSpecific` finds only from code that the main
    /// queue runs (or a queue that targets it).
    private static let marker: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: marker) == true
    }
}

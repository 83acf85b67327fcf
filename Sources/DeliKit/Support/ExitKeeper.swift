import Synchronization

/// Keeps values alive until the process exits, instead of freeing them.
///
/// Freeing a large target's scan and graph visits every file result, component and string once
/// more, only for the process to end right after; in a declaration edit of a 10,000-component
/// target that took about a tenth of the run. A pipeline made with
/// ``DeliPipeline/keepsValuesUntilExit`` hands those values here, as compilers skip freeing their
/// syntax trees before they exit. A process that runs the pipeline many times (the tests, a
/// watcher) leaves it off and frees them as usual.
enum ExitKeeper {
    /// A kept value. It is never read again, so handing it to another thread is safe.
    private final class Kept: @unchecked Sendable {
        let value: Any

        init(_ value: Any) {
            self.value = value
        }
    }

    private static let kept = Mutex<[Kept]>([])

    /// Keeps `value` until the process exits.
    static func keep(_ value: Any) {
        let box = Kept(value)
        kept.withLock { $0.append(box) }
    }

    /// How many values are kept (for tests).
    static var count: Int {
        kept.withLock { $0.count }
    }
}

import Synchronization

/// Where a pipeline puts the values a run is done with (its scan, graph, checks' context and
/// blueprint) instead of freeing them on the way.
///
/// Freeing a large target's scan and graph visits every file result, component and string once
/// more: in a declaration edit of a 10,000-component target that took about a tenth of the run.
/// - A process that exits right after its run (the `deli` command) gives ``untilExit``, which is
///   never released, as compilers skip freeing their syntax trees before they exit.
/// - A process that builds for a waiting `deli build` (a server, a watch) gives its own, and
///   ``release()``s it once it has answered: the values are freed while nobody waits.
///
/// Without one (the tests, other callers), a run frees its values as it goes.
public final class SpentValues: Sendable {
    /// A kept value. It is never read again, so handing it to another thread is safe.
    private final class Kept: @unchecked Sendable {
        let value: Any

        init(_ value: Any) {
            self.value = value
        }
    }

    private let kept = Mutex<[Kept]>([])
    /// False for ``untilExit``: since nothing frees what it keeps, a run of many targets gives it
    /// the last target's values only, and holds at most one target's values at a time.
    let isReleased: Bool

    /// Values kept until ``release()``.
    public convenience init() {
        self.init(isReleased: true)
    }

    private init(isReleased: Bool) {
        self.isReleased = isReleased
    }

    /// Values kept until the process exits.
    public static let untilExit = SpentValues(isReleased: false)

    /// Keeps `value` until ``release()``, or until the process exits.
    public func keep(_ value: Any) {
        let box = Kept(value)
        kept.withLock { $0.append(box) }
    }

    /// Frees every value kept so far, on the calling thread; returns how many there were.
    @discardableResult
    public func release() -> Int {
        // Taken out under the lock, freed outside it.
        let values = kept.withLock { kept in
            let values = kept
            kept = []
            return values
        }
        return values.count
    }

    /// How many values are kept.
    public var count: Int {
        kept.withLock { $0.count }
    }
}

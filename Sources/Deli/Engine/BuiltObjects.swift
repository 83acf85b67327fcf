/// Which context built each object it keeps, for the contexts other than the process-wide one: a
/// method of such an object that calls `Inject` outside any resolution reaches the context that
/// built it, not `AppContext.shared`.
///
/// - The instance of a singleton or `always` component is held by its registration, which removes
///   its entry before letting go of it (``Registration/forgetInstances()``): the entry is keyed by
///   the object's identity and holds no reference to it, so the object gets no side table (a weak
///   reference would give it one, and slow every retain of it on the cached-singleton path).
/// - A `weak` component's instance may go at any time: its entry holds it weakly, and entries of
///   objects that are gone are dropped once in a while.
///
/// Prototypes are not recorded: each would cost an entry and a weak reference, several times what
/// building a prototype costs. A prototype's methods inject from `AppContext.shared`, which
/// `AppContext.withContext` and `withOverrides` make a test's own context.
enum BuiltObjects {
    private struct Kept {
        weak var context: AppContext?
        /// The registration holding the object.
        let owner: ObjectIdentifier
    }

    private struct Weak {
        weak var object: AnyObject?
        weak var context: AppContext?
    }

    private static let lock = PThreadLock(recursive: false)
    nonisolated(unsafe) private static var kept: [ObjectIdentifier: Kept] = [:]
    nonisolated(unsafe) private static var weak: [ObjectIdentifier: Weak] = [:]
    nonisolated(unsafe) private static var weakInsertsSincePrune = 0

    /// Remembers that `context` built `object`, which the registration `owner` holds until it calls
    /// ``forget(_:owner:)``.
    static func recordKept(_ object: ObjectIdentifier, by context: AppContext, owner: ObjectIdentifier) {
        lock.withLock { kept[object] = Kept(context: context, owner: owner) }
    }

    /// Forgets what ``recordKept(_:by:owner:)`` remembered, unless another registration (one object
    /// returned by two resolvers) recorded it since.
    static func forget(_ object: ObjectIdentifier, owner: ObjectIdentifier) {
        lock.withLock {
            guard kept[object]?.owner == owner else { return }
            kept[object] = nil
        }
    }

    /// Remembers that `context` built `object`, which nothing of the context holds strongly.
    static func recordWeak(_ object: AnyObject, by context: AppContext) {
        lock.withLock {
            weak[ObjectIdentifier(object)] = Weak(object: object, context: context)
            weakInsertsSincePrune += 1
            // Objects that are gone leave entries behind: drop them once in a while.
            if weakInsertsSincePrune >= max(1024, weak.count) {
                weak = weak.filter { $0.value.object != nil }
                weakInsertsSincePrune = 0
            }
        }
    }

    /// The context that built `object`, while both are alive.
    static func context(of object: AnyObject) -> AppContext? {
        let id = ObjectIdentifier(object)
        return lock.withLock {
            if let entry = kept[id] { return entry.context }
            guard let entry = weak[id], entry.object === object else { return nil }
            return entry.context
        }
    }
}

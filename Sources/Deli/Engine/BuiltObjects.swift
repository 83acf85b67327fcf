/// Which context built each object, for the contexts other than the process-wide one: a method of
/// such an object that calls `Inject` outside any resolution reaches the context that built it,
/// not `AppContext.shared`. Entries hold neither the object nor the context.
enum BuiltObjects {
    private struct Entry {
        weak var object: AnyObject?
        weak var context: AppContext?
    }

    private static let lock = PThreadLock(recursive: false)
    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
    nonisolated(unsafe) private static var insertsSincePrune = 0

    /// Remembers that `context` built `object`.
    static func record(_ object: AnyObject, by context: AppContext) {
        lock.withLock {
            entries[ObjectIdentifier(object)] = Entry(object: object, context: context)
            insertsSincePrune += 1
            // Objects that are gone leave entries behind: drop them once in a while.
            if insertsSincePrune >= max(1024, entries.count) {
                entries = entries.filter { $0.value.object != nil }
                insertsSincePrune = 0
            }
        }
    }

    /// The context that built `object`, while both are alive.
    static func context(of object: AnyObject) -> AppContext? {
        lock.withLock {
            guard let entry = entries[ObjectIdentifier(object)], entry.object === object else { return nil }
            return entry.context
        }
    }
}

extension AppContext {
    /// Records the context that built `value` when it is an object and this is not the process-wide
    /// context (which `Inject` reaches anyway).
    @usableFromInline
    func noteBuilt(_ value: Any) {
        guard self !== AppContext.process, type(of: value) is AnyClass else { return }
        BuiltObjects.record(value as AnyObject, by: self)
    }

    /// The context `Inject` uses in a method of `instance`: the one building an object on this
    /// thread (or `start()`'s build in this task), else the one that built `instance`, else `shared`.
    static func context(for instance: Any) -> AppContext {
        if let building = CurrentContext.value ?? TaskContext.building { return building }
        if type(of: instance) is AnyClass, let builder = BuiltObjects.context(of: instance as AnyObject) {
            return builder
        }
        return shared
    }
}

/// The cross-thread fast path: singletons whose construction and injection have finished.
///
/// Entries are `ValueBox<T>` keyed by the requested type, so a hit needs one lock, one dictionary
/// lookup keyed by `ObjectIdentifier` and no dynamic cast. Qualified keys live in a second table,
/// so the unqualified hot path never hashes a string.
final class SingletonCache: @unchecked Sendable {
    private let lock = PThreadLock(recursive: false)
    private var unqualified: [ObjectIdentifier: AnyObject] = [:]
    private var qualified: [TypeKey: AnyObject] = [:]

    /// The published value for `type` and `qualifier`, if any.
    @inline(__always) func value<T>(_ type: T.Type, qualifier: String) -> T? {
        let box: AnyObject?
        lock.lock()
        if qualifier.isEmpty {
            box = unqualified[ObjectIdentifier(type)]
        } else {
            box = qualified[TypeKey(type, qualifier: qualifier)]
        }
        lock.unlock()
        guard let box else { return nil }
        return unsafeDowncast(box, to: ValueBox<T>.self).value
    }

    /// Publishes a finished singleton under the type it was asked for.
    func publish<T>(_ value: T, qualifier: String) {
        let box = ValueBox(value)
        lock.withLock {
            if qualifier.isEmpty {
                unqualified[ObjectIdentifier(T.self)] = box
            } else {
                qualified[TypeKey(T.self, qualifier: qualifier)] = box
            }
        }
    }

    /// Forgets everything (after any change to modules, registrations or instances).
    func removeAll() {
        lock.withLock {
            unqualified.removeAll()
            qualified.removeAll()
        }
    }
}

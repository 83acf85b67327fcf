/// What the fast path knows about one qualified key: the registration that answers it and,
/// once finished, the published singleton. Guarded like `FastTable`.
final class FastEntry {
    let registration: Registration
    var published: AnyObject?

    init(_ registration: Registration) {
        self.registration = registration
    }
}

/// The cross-thread fast path of a context, guarded by its own small lock.
///
/// A hit on an unqualified key costs one lock, one probe of an identity table, no hashing, no
/// dynamic cast and one retain (of the returned value). Qualified keys live in a dictionary.
/// Entries are added, published and cleared only while the context's main lock is held, so a
/// holder of that lock may read them without this one.
@usableFromInline
final class FastTable: @unchecked Sendable {
    @usableFromInline let lock = PThreadLock(recursive: false)
    @usableFromInline let unqualified = IdentityTable()
    @exclusivity(unchecked) var qualified: [TypeKey: FastEntry] = [:]

    init() {}

    /// The published singleton for a key as `T`, read under this table's lock.
    @inlinable @inline(__always)
    func published<T>(_ type: ObjectIdentifier, qualifier: String, as: T.Type) -> T? {
        guard qualifier.isEmpty else { return lock.withLock { publishedBox(type, qualifier: qualifier) as? T } }
        lock.lock()
        defer { lock.unlock() }
        guard let index = unqualified.find(type), let box = unqualified.slots[index].published else { return nil }
        return box._withUnsafeGuaranteedRef { unsafeDowncast($0, to: ValueBox<T>.self).value }
    }

    /// The published box of a qualified key, unwrapped. Call with a lock held.
    @usableFromInline
    func publishedBox(_ type: ObjectIdentifier, qualifier: String) -> Any? {
        guard let box = qualified[TypeKey(type, qualifier: qualifier)]?.published else { return nil }
        return (box as? AnyValueBox)?.anyValue
    }

    /// The registration answering a key. Call with the owning context's main lock held.
    @usableFromInline
    func registration(_ type: ObjectIdentifier, qualifier: String) -> Registration? {
        if qualifier.isEmpty {
            guard let index = unqualified.find(type) else { return nil }
            return unqualified.slots[index].registration?.takeUnretainedValue()
        }
        return qualified[TypeKey(type, qualifier: qualifier)]?.registration
    }

    /// Remembers which registration answers a key.
    func insert(_ registration: Registration, for type: ObjectIdentifier, qualifier: String) {
        lock.withLock {
            if qualifier.isEmpty {
                unqualified.insert(registration, for: type)
            } else {
                qualified[TypeKey(type, qualifier: qualifier)] = FastEntry(registration)
            }
        }
    }

    /// Publishes a finished singleton (a `ValueBox` of the requested type) for a key.
    @usableFromInline
    func publish(_ box: AnyObject, for type: ObjectIdentifier, qualifier: String) {
        lock.withLock {
            if qualifier.isEmpty {
                unqualified.publish(box, for: type)
            } else {
                qualified[TypeKey(type, qualifier: qualifier)]?.published = box
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

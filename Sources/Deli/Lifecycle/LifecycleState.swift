/// The lifecycle components of a context that started and have not stopped, in start order.
/// Guarded by the context's lock.
struct LifecycleState {
    private(set) var started: [any Lifecycle] = []
    /// Components whose start was claimed (running or done), so concurrent `start()` calls start
    /// each one once.
    private var claimed: Set<ObjectIdentifier> = []

    /// Claims `component` for starting; false when it was claimed already.
    mutating func claim(_ component: any Lifecycle) -> Bool {
        claimed.insert(ObjectIdentifier(component)).inserted
    }

    /// Records that `component` started.
    mutating func didStart(_ component: any Lifecycle) {
        started.append(component)
    }

    /// Records that `component` failed to start: it may be claimed again by a later `start()`.
    mutating func didNotStart(_ component: any Lifecycle) {
        claimed.remove(ObjectIdentifier(component))
    }

    /// Forgets the components with these identities (stopped after a failed start).
    mutating func forget(_ ids: Set<ObjectIdentifier>) {
        started.removeAll { ids.contains(ObjectIdentifier($0)) }
        claimed.subtract(ids)
    }

    /// Takes every started component, latest first, to stop them; they may start again later.
    mutating func takeForStopping() -> [any Lifecycle] {
        let stopping = started.reversed() as [any Lifecycle]
        started = []
        claimed = []
        return stopping
    }
}

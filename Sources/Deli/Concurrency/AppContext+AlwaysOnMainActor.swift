extension AppContext {
    /// Whether `load()` must leave this `always` registration unbuilt: its type is isolated to the
    /// main actor (`Linker.isolatedToMainActor()`) and the loading thread cannot be running the
    /// main actor. Building it there would stop the process at the executor check, and a server's
    /// bootstrap or a parallel test loads from a task; its first lookup (from main-actor code, or
    /// `getOnMainActor`) or the next ``start()`` builds it instead. `offMainThread` keeps the
    /// answer for one load (asking reads `/proc`), and is only asked for a main-actor type, so
    /// loads without one pay nothing. Call with `lock` held.
    func leavesForMainActor(_ registration: Registration, offMainThread: inout Bool?) -> Bool {
        guard registration.module.mainActorTypes.contains(registration.typeID) else { return false }
        if offMainThread == nil { offMainThread = !MainThread.mayRunMainActor }
        return offMainThread ?? false
    }

    /// Builds, on the main actor, every main-actor `always` singleton of the loaded modules that is
    /// not built yet (one that a `load()` off the main thread left, or that `reset()` dropped), so
    /// that ``start()`` keeps the promise of `always`: built before the app serves.
    func buildAlwaysOnMainActor() async {
        let pending = lock.withLock { unbuiltMainActorAlways() }
        guard !pending.isEmpty else { return }
        let box = UncheckedBox(pending)
        await MainActor.run {
            for registration in box.value {
                _ = self.resolveEagerly(registration)
            }
        }
    }

    /// The `always` registrations of main-actor types without an instance. Call with `lock` held.
    private func unbuiltMainActorAlways() -> [Registration] {
        var pending: [Registration] = []
        for module in orderedModules where !module.mainActorTypes.isEmpty {
            for (position, entry) in module.registrationList.entries.enumerated()
            where entry.scope == .always && module.mainActorTypes.contains(ObjectIdentifier(entry.type)) {
                let registration = module.registrationList.registration(at: position, module: module)
                if registration.instance == nil { pending.append(registration) }
            }
        }
        return pending
    }
}

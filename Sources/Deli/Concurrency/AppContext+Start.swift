extension AppContext {
    /// Builds every component registered with `registerAsync` (`async` or throwing initialisers,
    /// other global actors) in every loaded module, independent ones concurrently and each after the
    /// started components it needs. Called by ``start()`` before the lifecycle hooks.
    func buildStartedComponents() async throws {
        let registrations = lock.withLock {
            let registrations = orderedModules.flatMap { module in
                module.registrationList.entries.compactMap { $0.object as? any AnyStartedRegistration }
            }
            // A build that threw in an earlier `start()` is tried again by this one.
            for registration in registrations where registration.failed {
                registration.startTask = nil
                registration.failed = false
            }
            return registrations
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for registration in registrations {
                let box = UncheckedBox(registration)
                group.addTask { try await self.awaitBuilt(box.value) }
            }
            try await group.waitForAll()
        }
    }

    /// Waits until the started component of `type` and `qualifier` is built, building it now if
    /// no one has started to: generated resolvers call it for the started components they need.
    ///
    /// - Throws: ``ComponentBuildError`` when it (or a started component it needs) threw.
    public func awaitStarted<T>(_ type: T.Type, qualifier: String) async throws {
        let found = lock.withLock {
            findRegistration(ObjectIdentifier(type), qualifier: qualifier, role: .recursive)
                as? any AnyStartedRegistration
        }
        guard let found else { return }
        try await awaitBuilt(found)
    }

    /// One build per registration, whoever asks first; the others await it.
    private func awaitBuilt(_ registration: any AnyStartedRegistration) async throws {
        let task: Task<Void, any Error>? = lock.withLock {
            if registration.instance != nil { return nil }
            if let running = registration.startTask { return running }
            let box = UncheckedBox(registration)
            let generation = registration.generation
            let task = Task { try await self.build(box.value, generation: generation) }
            registration.startTask = task
            return task
        }
        try await task?.value
    }

    /// Builds `registration` and keeps the instance, unless `reset()` (or a reload) forgot the
    /// registration's instances meanwhile (`generation` is no longer its own): then the instance is
    /// dropped and this `start()` fails, instead of handing its dependents a component the context
    /// no longer holds.
    private func build(_ registration: any AnyStartedRegistration, generation: Int) async throws {
        let value: UncheckedBox<Any>
        do {
            // `Inject(...)` and the property wrappers in the initialiser resolve from this context.
            value = try await TaskContext.$building.withValue(self) { try await registration.build() }
        } catch {
            // Kept (not cleared) so that the components of this `start()` still waiting for it get
            // this error instead of running the initialiser again.
            lock.withLock { if registration.generation == generation { registration.failed = true } }
            if let failure = error as? ComponentBuildError { throw failure.needed(by: registration.typeName) }
            throw ComponentBuildError(
                component: registration.typeName, chain: [registration.typeName], underlying: error)
        }
        let kept = lock.withLock {
            guard registration.generation == generation else { return false }
            registration.instance = value.value
            noteKept(value.value, by: registration)
            buildSequence += 1
            registration.builtSequence = buildSequence
            return true
        }
        guard kept else {
            throw ComponentBuildError(
                component: registration.typeName, chain: [registration.typeName], underlying: ResetDuringStart())
        }
    }
}

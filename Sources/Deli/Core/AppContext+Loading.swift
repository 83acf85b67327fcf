extension AppContext {
    /// Instantiates and loads factories; a factory type that is already loaded is skipped.
    ///
    /// Each factory's ``ModuleFactory/dependencyFactories`` that are not loaded yet are loaded
    /// right after it, at the same priority, so `load([AppFactory.self])` also loads the factories
    /// of the modules App depends on. Listing them explicitly, as Deli 0.9 did, changes nothing.
    ///
    /// - Returns: `self`, so loads chain.
    @discardableResult
    public func load(_ factories: [ModuleFactory.Type], priority: LoadPriority = .normal) -> Self {
        lock.withLock {
            let added = Self.withDependencies(factories).compactMap { factoryType in
                isLoaded(factoryType) ? nil : add(factoryType.init(), priority: priority)
            }
            buildEagerly(added)
        }
        return self
    }

    /// Loads one module instance (a no-op when that instance is already loaded), then the
    /// ``ModuleFactory/dependencyFactories`` of its type that are not loaded yet.
    ///
    /// - Returns: `self`, so loads chain.
    @discardableResult
    public func load(_ factory: ModuleFactory, priority: LoadPriority = .normal) -> Self {
        lock.withLock {
            guard !loaded.contains(where: { $0.module === factory }) else { return }
            var added = [add(factory, priority: priority)]
            for factoryType in Self.withDependencies(type(of: factory).dependencyFactories)
            where !isLoaded(factoryType) {
                added.append(add(factoryType.init(), priority: priority))
            }
            buildEagerly(added)
        }
        return self
    }

    /// `factories` in order, each followed by its dependency factories (depth first), every type once.
    static func withDependencies(_ factories: [ModuleFactory.Type]) -> [ModuleFactory.Type] {
        var result: [ModuleFactory.Type] = []
        var pending = Array(factories.reversed())
        while let next = pending.popLast() {
            guard !result.contains(where: { $0 == next }) else { continue }
            result.append(next)
            pending.append(contentsOf: next.dependencyFactories.reversed())
        }
        return result
    }

    private func isLoaded(_ factoryType: ModuleFactory.Type) -> Bool {
        loaded.contains { type(of: $0.module) == factoryType }
    }

    /// Unloads exactly this module: its instances are dropped and it is no longer searched.
    @discardableResult
    public func unload(_ factory: ModuleFactory) -> Self {
        lock.withLock {
            guard let position = loaded.firstIndex(where: { $0.module === factory }) else { return }
            loaded.remove(at: position)
            factory.unload()
            let removed = factory.detach()
            if session.depth > 0 {
                // A resolver is unloading: keep what running resolutions may still touch alive
                // until the outermost resolve returns.
                retired.append(factory)
                retired.append(contentsOf: removed as [AnyObject])
            }
            invalidate()
        }
        return self
    }

    /// Unloads every loaded module of this factory type.
    @discardableResult
    public func unload(_ factoryType: ModuleFactory.Type) -> Self {
        lock.withLock {
            for entry in loaded where type(of: entry.module) == factoryType {
                unload(entry.module)
            }
        }
        return self
    }

    /// Unloads every module.
    public func unloadAll() {
        lock.withLock {
            for entry in loaded {
                unload(entry.module)
            }
        }
    }

    /// Drops every instance (singletons are built again on next use, `always` ones included; the
    /// next ``start()`` builds the started components again and starts the new lifecycle ones).
    ///
    /// Nothing is stopped here (stop hooks are `async`): the lifecycle components started before
    /// stay on the started list, because the app may still hold and use them, and the next
    /// ``shutdown()`` stops them, after the ones started since. Every start hook that ran is
    /// matched by one stop hook.
    public func reset() {
        lock.withLock {
            for entry in loaded {
                entry.module.reset()
            }
            invalidate()
        }
    }

    /// The loaded modules that are instances of `type`, in resolution order.
    public func getFactory<T>(_ type: T.Type) -> [T] {
        lock.withLock { orderedModules.compactMap { $0 as? T } }
    }

    /// A new context with this one's environment, default profiles, context properties and modules:
    /// each module a new instance of its class holding its hand-made registrations and properties,
    /// loaded at the same priority and in the same order. For `withOverrides`.
    func copyForOverrides() -> AppContext {
        lock.withLock {
            let copy = AppContext()
            copy.environment = environment
            copy.defaultProfiles = defaultProfiles
            copy.properties = properties
            let modules = loaded.sorted { $0.sequence < $1.sequence }.map {
                ($0.module.unloadedCopy(), LoadPriority.priority($0.priority))
            }
            copy.lock.withLock {
                let added = modules.map { copy.add($0.0, priority: $0.1) }
                copy.buildEagerly(added)
            }
            return copy
        }
    }

    private func add(_ module: ModuleFactory, priority: LoadPriority) -> ModuleFactory {
        loadSequence += 1
        loaded.append(LoadedModule(module: module, priority: priority.rawValue, sequence: loadSequence))
        loaded.sort(by: LoadedModule.precedes)
        module.attach(to: self, priority: priority.rawValue)
        invalidate()
        return module
    }

    /// Builds the `always` registrations of freshly loaded modules, once all of them are loaded
    /// (so they may depend on each other), except main-actor ones when this thread cannot run the
    /// main actor (see `leavesForMainActor`). Only their registration objects are made now; the
    /// others are made when a lookup picks them.
    private func buildEagerly(_ modules: [ModuleFactory]) {
        var offMainThread: Bool?
        for module in modules where module.registrationList.hasAlways {
            // Made before any is built: a resolver may change the module's list.
            let eager = module.registrationList.entries.indices.compactMap { position in
                module.registrationList.entries[position].scope == .always
                    ? module.registrationList.registration(at: position, module: module) : nil
            }
            for registration in eager where !leavesForMainActor(registration, offMainThread: &offMainThread) {
                _ = resolveEagerly(registration)
            }
        }
    }
}

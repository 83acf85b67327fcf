extension AppContext {
    /// Instantiates and loads factories; a factory type that is already loaded is skipped.
    ///
    /// Each factory's ``ModuleFactory/dependencyFactories`` that are not loaded yet are loaded
    /// right after it, at the same priority, so `load([AppFactory.self])` also loads the factories
    /// of the modules App depends on. Listing them explicitly, as Deli 0.9 did, changes nothing.
    /// A chosen profile (`DELI_PROFILE`, ``setDefaultProfiles(_:)``) that a module lacks leaves it
    /// on its common properties; one that no loaded module has stops the program once all are loaded.
    /// When nothing chooses, a module loaded as a dependency runs in the default profile of the
    /// factory that brought it in (the app's, which is what `deli build` checked the app in), or its
    /// common properties when it lacks that profile.
    ///
    /// - Returns: `self`, so loads chain.
    @discardableResult
    public func load(_ factories: [ModuleFactory.Type], priority: LoadPriority = .normal) -> Self {
        lock.withLock {
            let added = Self.withDependencies(factories).compactMap { entry -> ModuleFactory? in
                guard !isLoaded(entry.factory) else { return nil }
                let module = entry.factory.init()
                if let assembler = entry.assembler {
                    module.assemblerProfiles = loadedModule(of: assembler)?.profilesForDependencies
                }
                return add(module, priority: priority)
            }
            stopForUnknownProfiles(added)
            buildEagerly(added)
        }
        return self
    }

    /// Loads one module instance (a no-op when that instance is already loaded here), then the
    /// ``ModuleFactory/dependencyFactories`` of its type that are not loaded yet.
    ///
    /// A module instance belongs to one context at a time: when another context has `factory`
    /// loaded (one mock module loaded by several tests, each in its own context), this context
    /// loads a copy of it (its registrations made by hand and its properties), so that its
    /// singletons are its own. `unload(factory)` unloads that copy.
    ///
    /// - Returns: `self`, so loads chain.
    @discardableResult
    public func load(_ factory: ModuleFactory, priority: LoadPriority = .normal) -> Self {
        lock.withLock {
            guard !loaded.contains(where: { $0.source === factory }) else { return }
            let module = factory.claim() ? factory : factory.claimedCopy()
            var added = [add(module, priority: priority, source: factory)]
            for entry in Self.withDependencies(type(of: factory).dependencyFactories) where !isLoaded(entry.factory) {
                let dependency = entry.factory.init()
                dependency.assemblerProfiles = module.profilesForDependencies
                added.append(add(dependency, priority: priority))
            }
            stopForUnknownProfiles(added)
            buildEagerly(added)
        }
        return self
    }

    /// `factories` in order, each followed by its dependency factories (depth first), every type once.
    /// A listed factory that another listed one depends on comes with that one, after it (Deli 0.9's
    /// `[CoreFactory.self, AppFactory.self]` loads App first): the app's registrations and
    /// properties are searched before its modules', as `load([AppFactory.self])` has them. Each
    /// comes with the listed factory that brought it in (nil for that one).
    static func withDependencies(
        _ factories: [ModuleFactory.Type]
    ) -> [(factory: ModuleFactory.Type, assembler: ModuleFactory.Type?)] {
        let below = factories.filter { listed in
            factories.contains { $0 != listed && reachable(from: $0).contains { $0 == listed } }
        }
        let roots = factories.filter { listed in !below.contains { $0 == listed } }
        var result: [(factory: ModuleFactory.Type, assembler: ModuleFactory.Type?)] = []
        var pending: [(factory: ModuleFactory.Type, assembler: ModuleFactory.Type?)] =
            (roots + factories).reversed().map { ($0, nil) }
        while let next = pending.popLast() {
            guard !result.contains(where: { $0.factory == next.factory }) else { continue }
            result.append(next)
            let root = next.assembler ?? next.factory
            pending.append(contentsOf: next.factory.dependencyFactories.reversed().map { ($0, root) })
        }
        return result
    }

    /// The dependency factories of `factory`, transitively (not `factory` itself unless in a cycle).
    private static func reachable(from factory: ModuleFactory.Type) -> [ModuleFactory.Type] {
        var found: [ModuleFactory.Type] = []
        var pending = factory.dependencyFactories
        while let next = pending.popLast() {
            guard !found.contains(where: { $0 == next }) else { continue }
            found.append(next)
            pending.append(contentsOf: next.dependencyFactories)
        }
        return found
    }

    private func isLoaded(_ factoryType: ModuleFactory.Type) -> Bool {
        loaded.contains { type(of: $0.module) == factoryType }
    }

    private func loadedModule(of factoryType: ModuleFactory.Type) -> ModuleFactory? {
        loaded.first { type(of: $0.module) == factoryType }?.module
    }

    /// The loaded modules that are instances of `type`, in resolution order.
    public func getFactory<T>(_ type: T.Type) -> [T] {
        lock.withLock { orderedModules.compactMap { $0 as? T } }
    }

    /// A new context with this one's environment, default profiles, context properties and modules:
    /// each module a new instance of its class holding its hand-made registrations and properties,
    /// loaded at the same priority and in the same order. Its `always` components are not built
    /// yet: `withOverrides` builds them (``buildAlways()``) once the overrides are loaded.
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
                for (module, priority) in modules { _ = copy.add(module, priority: priority) }
            }
            return copy
        }
    }

    /// Builds the `always` components of every loaded module that are not built yet (as a load
    /// does, main-actor ones only where the main actor may run): `withOverrides` calls it after
    /// the overrides are loaded, so those components see the mocks.
    func buildAlways() {
        lock.withLock { buildEagerly(orderedModules) }
    }

    private func add(_ module: ModuleFactory, priority: LoadPriority, source: ModuleFactory? = nil) -> ModuleFactory {
        _ = module.claim()
        loadSequence += 1
        loaded.append(
            LoadedModule(
                module: module, source: source ?? module, priority: priority.rawValue, sequence: loadSequence,
                buildMark: buildSequence))
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

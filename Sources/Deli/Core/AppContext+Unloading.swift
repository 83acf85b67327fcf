extension AppContext {
    /// Unloads exactly this module (the instance given to `load`): its instances are dropped and it
    /// is no longer searched. The singletons built while it was loaded are dropped too (they may
    /// hold its components, a test's mocks): they are built again, from the modules still loaded,
    /// on next use.
    @discardableResult
    public func unload(_ factory: ModuleFactory) -> Self {
        lock.withLock {
            guard let position = loaded.firstIndex(where: { $0.source === factory }) else { return }
            let entry = loaded.remove(at: position)
            entry.module.unload()
            let removed = entry.module.detach()
            if session.depth > 0 {
                // A resolver is unloading: keep what running resolutions may still touch alive
                // until the outermost resolve returns.
                retired.append(entry.module)
                retired.append(contentsOf: removed as [AnyObject])
            }
            forgetSingletons(builtAfter: entry.buildMark)
            invalidate()
        }
        return self
    }

    /// Drops the singletons of the loaded modules built after the `buildSequence` `mark`.
    private func forgetSingletons(builtAfter mark: Int) {
        for module in orderedModules {
            for registration in module.registrationList.made where registration.builtSequence > mark {
                registration.forgetInstances()
            }
        }
    }

    /// Unloads every loaded module of this factory type.
    @discardableResult
    public func unload(_ factoryType: ModuleFactory.Type) -> Self {
        lock.withLock {
            for entry in loaded where type(of: entry.module) == factoryType {
                unload(entry.source)
            }
        }
        return self
    }

    /// Unloads every module.
    public func unloadAll() {
        lock.withLock {
            for entry in loaded {
                unload(entry.source)
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
}

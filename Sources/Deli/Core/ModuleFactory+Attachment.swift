/// Which context a module belongs to. A module instance is loaded into one context at a time:
/// everything a load makes (registration objects, singletons, lookup indexes) lives in the module,
/// so loading an instance that another context holds loads a copy of it instead (see
/// `AppContext.load(_:priority:)`), and each context keeps its own singletons.
extension ModuleFactory {
    /// Guards `isAttached`, `handMade`, `properties` and `mainActorTypes` writes: what a context
    /// reads to copy a module that another context holds, without taking that context's lock.
    static let attachment = PThreadLock(recursive: true)

    /// Marks this module as loaded by a context.
    ///
    /// - Returns: false when another context already holds it (load a copy then).
    func claim() -> Bool {
        Self.attachment.withLock {
            guard !isAttached else { return false }
            isAttached = true
            return true
        }
    }

    /// Marks this module as loaded by no context.
    func release() {
        Self.attachment.withLock { isAttached = false }
    }

    /// A new module of this class with this one's properties and the registrations made by hand
    /// (copied without their instances, with their links), already claimed: what a second context
    /// loads when it is given a module that another one holds.
    func claimedCopy() -> ModuleFactory {
        Self.attachment.withLock {
            let copy = unloadedCopy()
            copy.isAttached = true
            return copy
        }
    }

    /// A new, unloaded module of this class with this one's properties and the registrations made
    /// by hand (copied without their instances, with their links); what `load(context:)` registers
    /// is registered again when the copy is loaded.
    func unloadedCopy() -> ModuleFactory {
        let copy = type(of: self).init()
        Self.attachment.withLock {
            copy.properties = properties
            copy.mainActorTypes = mainActorTypes
            copy.assemblerProfiles = assemblerProfiles
            for entry in handMade {
                guard let object = entry.object else { continue }
                var copied = RegistrationEntry(object.copy(for: copy))
                for link in entry.links { _ = copied.link(link) }
                _ = copy.registrationList.append(copied)
                copy.handMade.append(copied)
            }
        }
        return copy
    }

    /// Adds `type` to the links of the hand-made registration `registration`. Call with the context's
    /// lock held (if loaded).
    func linkHandMade(_ registration: Registration, to type: Any.Type) {
        Self.attachment.withLock {
            guard let index = handMade.firstIndex(where: { $0.object === registration }) else { return }
            _ = handMade[index].link(type)
        }
    }

    /// Called by the context (lock held) when this module is loaded.
    func attach(to context: AppContext, priority: UInt) {
        self.context = context
        loadPriority = priority
        isLoading = true
        load(context: context)
        isLoading = false
        context.invalidate()
    }

    /// Called by the context (lock held) after `unload()`: forgets what `load(context:)` registered.
    ///
    /// - Returns: the registrations it removed.
    func detach() -> [Registration] {
        let removed = registrationList.removeMadeByLoad()
        context = nil
        release()
        return removed
    }
}

extension AppContext {
    /// ``inDependencyOrder(_:conforms:)`` for code that may run anywhere: when one of the
    /// components is isolated to the main actor (`Linker.isolatedToMainActor()`), they are all
    /// built on the main actor, since building it on another thread would stop the process.
    /// ``start()`` uses it for the ``Lifecycle`` components, and `runServices()` for the services.
    ///
    /// ```swift
    /// let services = await context.inDependencyOrderOnMainActorIfNeeded((any Service).self) {
    ///     $0 is any Service.Type
    /// }
    /// ```
    public func inDependencyOrderOnMainActorIfNeeded<T>(
        _ type: T.Type, conforms: @escaping @Sendable (Any.Type) -> Bool = { _ in false }
    ) async -> [T] {
        guard needsMainActor(ObjectIdentifier(type), conforms: conforms) else {
            return inDependencyOrder(type, conforms: conforms)
        }
        let request = UncheckedBox(type)
        return await MainActor.run {
            UncheckedBox(self.inDependencyOrder(request.value, conforms: conforms))
        }.value
    }

    /// Whether a singleton reachable as `wanted`, or whose type passes `conforms`, is isolated to
    /// the main actor.
    private func needsMainActor(_ wanted: ObjectIdentifier, conforms: (Any.Type) -> Bool) -> Bool {
        lock.withLock {
            orderedModules.contains { module in
                !module.mainActorTypes.isEmpty
                    && module.registrationList.entries.contains { entry in
                        module.mainActorTypes.contains(ObjectIdentifier(entry.type))
                            && Self.isSingleton(entry, reachableAs: wanted, conforms: conforms)
                    }
            }
        }
    }
}

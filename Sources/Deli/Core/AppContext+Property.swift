extension AppContext {
    /// Deep-merges `properties` into the context's own tree, which is searched before any module's.
    public func loadProperty(_ properties: [String: Any]) {
        lock.withLock {
            self.properties = PropertyTree.merging(properties, into: self.properties)
        }
    }

    /// The raw value at `path` (`a.b`, `a[0]`, `a['k']`, `a["k"]`): the context's own properties
    /// first, then the modules the role selects, in order. Nil when malformed or missing.
    public func getProperty(_ path: String, resolveRole: ResolveRole = .default) -> Any? {
        lock.withLock {
            if let value = PropertyTree.value(at: path, in: properties) { return value }
            let modules: [ModuleFactory]
            if case .custom(let select) = resolveRole {
                modules = select(orderedModules)
            } else {
                modules = orderedModules
            }
            for module in modules {
                if let value = PropertyTree.value(at: path, in: module.properties) { return value }
            }
            return nil
        }
    }

    /// The property at `path` as a `ConfigProperty` type: the registered instance of `type`.
    public func getProperty<T: ConfigProperty>(
        _ path: String, type: T.Type, resolveRole: ResolveRole = .default
    ) -> T? {
        get(type, qualifier: "", resolveRole: resolveRole)
    }

    /// For generated code: the property at `path` converted by `convert`, or a stop that explains
    /// what is missing or why the value does not convert.
    func requireProperty<T>(_ path: String, as type: T.Type, _ convert: (Any) -> T?) -> T {
        let value = getProperty(path)
        if let value, let converted = convert(value) { return converted }
        let message = lock.withLock { DeliFailure.property(path, as: type, value: value, modules: loaded) }
        DeliFailure.stop(message)
    }
}

extension AppContext {
    /// Records that this context built `value`, the instance `registration` now keeps (a singleton
    /// or `always` component), when it is an object and this is not the process-wide context
    /// (which `Inject` reaches anyway). Call with the instance stored.
    func noteKept(_ value: Any, by registration: Registration) {
        guard self !== AppContext.process, type(of: value) is AnyClass else { return }
        let object = ObjectIdentifier(value as AnyObject)
        registration.recordedInstance = object
        BuiltObjects.recordKept(object, by: self, owner: ObjectIdentifier(registration))
    }

    /// Records that this context built `object`, a `weak` component's instance.
    func noteWeak(_ object: AnyObject) {
        guard self !== AppContext.process else { return }
        BuiltObjects.recordWeak(object, by: self)
    }

    /// The context `Inject` uses in a method of `instance`: the one building an object on this
    /// thread (or `start()`'s build in this task), else the one that built `instance` and keeps it,
    /// else `shared`.
    static func context(for instance: Any) -> AppContext {
        if let building = CurrentContext.value ?? TaskContext.building { return building }
        if type(of: instance) is AnyClass, let builder = BuiltObjects.context(of: instance as AnyObject) {
            return builder
        }
        return shared
    }
}

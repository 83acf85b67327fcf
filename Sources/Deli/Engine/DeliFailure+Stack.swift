extension DeliFailure {
    /// A chain of components built inside each other's resolvers that nearly used up the stack.
    static func stackNearlyUsedUp(
        building outermost: Registration, down innermost: Registration, depth: Int, left: UInt, of size: UInt,
        modules: [LoadedModule]
    ) -> String {
        [
            "Deli: building \(describe(outermost)) nests \(depth) builds, down to \(describe(innermost)), "
                + "and the thread's stack is nearly used up (\(left / 1024) KB left of \(size / 1024) KB).",
            searched(modules),
            "Fix: shorten the chain of components made inside each other's initialisers: make one of them "
                + "LazyAutowired (it is created first and gets its dependencies afterwards, without nesting), or "
                + "resolve the chain on a thread with a larger stack.",
        ].joined(separator: "\n")
    }

    private static func describe(_ registration: Registration) -> String {
        "'\(registration.typeName)' (\(describe(qualifier: registration.qualifier)))"
    }
}

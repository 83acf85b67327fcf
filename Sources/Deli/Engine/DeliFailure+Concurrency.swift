extension DeliFailure {
    /// A component built by `start()` was asked for before `start()` built it.
    static func notStarted(_ type: String, neededBy dependent: String?) -> String {
        let needed = dependent.map { " (needed by '\($0)')" } ?? ""
        return "Deli: '\(type)'\(needed) is built by `try await context.start()`, because its initialiser is async, "
            + "throws or runs on another actor, and start() has not built it yet.\n"
            + "Fix: call `try await context.start()` after loading the factories and before asking for '\(type)' "
            + "or anything that needs it."
    }

    /// `registerAsync` with a scope other than singleton or always.
    static func startedScope(_ type: String, scope: Scope) -> String {
        "Deli: '\(type)' is registered with registerAsync as \(scope), but only a singleton can be built by "
            + "start().\nFix: register it as a singleton, or give it a synchronous, non-throwing initialiser."
    }

    /// A main-actor component asked for from code that is not on the main actor.
    static func offMainActor(_ type: String) -> String {
        "Deli: '\(type)' is isolated to the main actor, and was asked for from code that is not.\n"
            + "Fix: ask for it from main-actor code (a @MainActor type or function), or use "
            + "`await context.getOnMainActor(\(type).self)` from async code."
    }

    /// A main-actor component built on a thread that is not the main thread.
    static func offMainThread(_ type: String) -> String {
        "Deli: '\(type)' is isolated to the main actor and is being built on a thread that is not the main "
            + "thread; if the process stops here (the main actor's executor check), ask for '\(type)' from "
            + "main-actor code, or use `await context.getOnMainActor(\(type).self)` from other code."
    }
}

import Deli

// Main-actor isolated by the module's default: no isolation is written.

protocol Logger: AnyObject {
    func log(_ line: String) -> String
}

final class ConsoleLogger: Logger, Component {
    init() {}

    func log(_ line: String) -> String { "console: " + line }
}

final class Greeter: Autowired {
    let logger: Logger

    required init(_ logger: Logger) {
        self.logger = logger
    }

    func greet() -> String { logger.log("hello") }
}

struct Settings: Component, Sendable {
    let title: String

    init() {
        title = "Settings"
    }
}

/// A nonisolated protocol that a main-actor component implements on the main actor: its
/// conformance is isolated to the main actor.
nonisolated protocol Store: AnyObject {
    func name() -> String
}

final class MemoryStore: Store, Component {
    init() {}

    func name() -> String { "memory" }
}

/// Started by `context.start()`, on the main actor.
final class Session: Component, Lifecycle {
    private(set) var isOpen = false

    init() {}

    func start() async throws { isOpen = true }
}

/// A lazy main-actor component: `LazyAutowired` requires `init()`, which is nonisolated.
final class Inbox: LazyAutowired {
    var logger: Logger?

    nonisolated init() {}

    func inject(_ logger: Logger) {
        self.logger = logger
    }
}

/// A payload that is not `Sendable` (a nonisolated class, as Deli 0.9's README writes payloads).
nonisolated final class ItemPayload: Payload {
    let id: Int

    required init(with argument: (id: Int, name: String)) {
        id = argument.id
    }
}

/// A main-actor factory whose initialiser is main-actor isolated too: built on the main actor from
/// a payload that is not `Sendable` (its conformance is isolated, inferred so by the compiler).
final class ItemModel: AutowiredFactory {
    let id: Int
    let logger: Logger

    required init(_ logger: Logger, payload: ItemPayload) {
        self.logger = logger
        id = payload.id
    }
}

/// The same, lazy: `init(payload:)` and `inject` run on the main actor.
final class ItemScreen: LazyAutowiredFactory {
    let id: Int
    var logger: Logger?

    required init(payload: ItemPayload) {
        id = payload.id
    }

    func inject(_ logger: Logger) {
        self.logger = logger
    }
}

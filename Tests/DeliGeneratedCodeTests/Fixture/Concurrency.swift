import Deli

// Swift concurrency: main-actor components, an actor, and components built by `start()`.

protocol Clock: AnyObject, Sendable {
    var now: Int { get }
}

final class FixedClock: Clock, Component {
    let now = 42
}

@MainActor
final class HomeViewModel: Autowired {
    let clock: Clock
    var title = "Home"

    required init(_ clock: Clock) {
        self.clock = clock
    }
}

@MainActor
class BaseScreen {
    let name: String

    init(name: String) {
        self.name = name
    }
}

/// Main-actor isolated through its superclass.
final class SettingsScreen: BaseScreen, Component {
    init() {
        super.init(name: "Settings")
    }
}

/// A main-actor lazy component: built and injected on the main actor. `LazyAutowired` requires
/// `init()`, which a main-actor type declares `nonisolated`.
@MainActor
final class Inbox: LazyAutowired {
    var clock: Clock?

    nonisolated init() {}

    func inject(_ clock: Clock) {
        self.clock = clock
    }
}

actor Counter: Component {
    private(set) var value = 0

    init() {}

    func increment() -> Int {
        value += 1
        return value
    }
}

/// What a `Ticket` is made from: a struct, so it may enter the actor.
struct TicketRequest: Payload {
    let seat: Int

    init(with argument: (seat: Int, Void)) {
        seat = argument.seat
    }
}

/// An actor built by a factory: `AutowiredFactory`'s initialiser requirements take their arguments
/// as `sending`, so an actor's initialiser (which takes them into the actor) meets them.
actor Ticket: AutowiredFactory {
    let seat: Int
    let counter: Counter
    private(set) var isUsed = false

    init(_ counter: Counter, payload: TicketRequest) {
        self.counter = counter
        seat = payload.seat
    }

    func use() async -> Int {
        isUsed = true
        return await counter.increment()
    }
}

/// Built by `start()`: its initialiser is async and throws.
final class Warehouse: Component {
    let items: [String]

    init() async throws {
        await Task.yield()
        items = ["bolt", "nut"]
    }
}

/// Built by `start()`: its initialiser throws.
final class Ledger: Component {
    let entries: Int

    init() throws {
        entries = 3
    }
}

/// Synchronous, but needs the warehouse: resolved normally once `start()` has built it.
final class StockService: Autowired {
    let warehouse: Warehouse

    required init(_ warehouse: Warehouse) {
        self.warehouse = warehouse
    }
}

/// Built by `start()` after the warehouse (which it reaches through StockService) and the ledger.
final class Auditor: Autowired {
    let stock: StockService
    let ledger: Ledger

    required init(_ stock: StockService, _ ledger: Ledger) async {
        self.stock = stock
        self.ledger = ledger
    }
}

/// A global actor of the app's own.
@globalActor actor StorageActor {
    static let shared = StorageActor()
}

/// Isolated to a global actor other than the main actor, with a synchronous initialiser: built by
/// `start()` in a closure isolated to that actor, with no `await` on the call.
@StorageActor
final class Vault: Component {
    let pages = 12

    init() {}
}

/// A main-actor component whose initialiser throws: built by `start()` on the main actor.
@MainActor
final class Theme: Component {
    let name: String

    init() throws {
        name = "dark"
    }
}

/// A main-actor lifecycle component: `start()` builds and starts it on the main actor, whatever
/// code called `start()`.
@MainActor
final class StatusWindow: Component, Lifecycle {
    private(set) var isOpen = false

    init() {}

    func start() async throws {
        isOpen = true
    }
}

/// The payload of ``DetailViewModel``: not `Sendable`.
final class DetailRequest: Payload {
    let id: Int

    init(with argument: (id: Int, Void)) {
        id = argument.id
    }
}

/// A main-actor factory: `AutowiredFactory` requires its initialiser, so it is `nonisolated`, and
/// the generated code calls it from any code, without a hop to the main actor.
@MainActor
final class DetailViewModel: AutowiredFactory {
    let id: Int
    let clock: Clock

    nonisolated required init(_ clock: Clock, payload: DetailRequest) {
        self.clock = clock
        id = payload.id
    }
}

/// A lazy main-actor factory: its `nonisolated` initialiser is called from any code with the
/// payload (not `Sendable`), and `inject` runs on the main actor.
@MainActor
final class DetailScreen: LazyAutowiredFactory {
    let id: Int
    var clock: Clock?

    nonisolated required init(payload: DetailRequest) {
        id = payload.id
    }

    func inject(_ clock: Clock) {
        self.clock = clock
    }
}

/// A main-actor factory whose conformance is isolated to the main actor, so its initialiser is too:
/// built on the main actor from its payload (not `Sendable`), which the runtime hands over.
@MainActor
final class InvoiceViewModel: @MainActor AutowiredFactory {
    let id: Int
    let clock: Clock

    required init(_ clock: Clock, payload: DetailRequest) {
        self.clock = clock
        id = payload.id
    }
}

/// A lazy main-actor factory with an isolated conformance: `init(payload:)` and `inject` both run on
/// the main actor.
@MainActor
final class InvoiceScreen: @MainActor LazyAutowiredFactory {
    let id: Int
    var clock: Clock?

    required init(payload: DetailRequest) {
        id = payload.id
    }

    func inject(_ clock: Clock) {
        self.clock = clock
    }
}

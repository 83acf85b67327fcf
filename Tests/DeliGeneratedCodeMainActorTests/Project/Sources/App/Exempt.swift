import Deli

// Types that keep their own isolation in a module that is main-actor isolated by default.

nonisolated final class Clock: Component {
    let now: Int

    init() {
        now = 42
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

/// A main-actor type whose initialiser is nonisolated: built from any code.
final class Formatter: Autowired {
    let now: Int

    nonisolated required init(_ clock: Clock) {
        now = clock.now
    }
}

nonisolated struct DetailRequest: Payload {
    let id: Int

    init(with argument: Int) {
        id = argument
    }
}

final class DetailModel: AutowiredFactory {
    typealias _Payload = DetailRequest
    let id: Int

    nonisolated required init(_ clock: Clock, payload: DetailRequest) {
        id = payload.id + clock.now
    }
}

enum Screens {
    /// Main-actor: nested in a main-actor type.
    final class Home: Component {
        init() {}
    }
}

nonisolated enum Workers {
    /// Nonisolated: nested in a nonisolated type.
    final class Sync: Component {
        init() {}
    }
}

extension Workers {
    /// Main-actor: declared in an extension that writes no isolation.
    final class Upload: Component {
        init() {}
    }
}

nonisolated extension Workers {
    /// Nonisolated: declared in a `nonisolated extension`.
    final class Cleanup: Component {
        init() {}
    }
}

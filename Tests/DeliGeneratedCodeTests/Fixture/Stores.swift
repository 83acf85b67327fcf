import Deli

// Components `start()` builds, asked for as an array by one it also builds: the array's elements
// are built first, qualified or not.

protocol Store: AnyObject {}

final class PrimaryStore: Store, Component {
    var qualifier: String? { "primary" }

    init() async throws {
        await Task.yield()
    }
}

final class ReplicaStore: Store, Component {
    var qualifier: String? { "replica" }

    init() async throws {
        await Task.yield()
    }
}

final class StoreRouter: Autowired {
    let stores: [Store]

    required init(_ stores: [Store]) async {
        self.stores = stores
    }
}

import Deli

/// Stands for a database: connecting is asynchronous and may fail, so `start()` builds it.
public final class PantryDatabase: Component {
    public let items: [String: Int]

    public init() async throws {
        try await Task.sleep(for: .milliseconds(5))
        items = ["flour": 2, "rice": 5, "salt": 1]
    }
}

/// Reading a price table can fail: `start()` builds it too.
public final class PriceList: Component {
    public let cents: [String: Int]

    public init() throws {
        let table = "flour=120,rice=250,salt=40"
        var cents: [String: Int] = [:]
        for entry in table.split(separator: ",") {
            let parts = entry.split(separator: "=")
            guard parts.count == 2, let value = Int(parts[1]) else { throw PriceListError.malformed(String(entry)) }
            cents[String(parts[0])] = value
        }
        self.cents = cents
    }
}

public enum PriceListError: Error {
    case malformed(String)
}

/// Synchronous, but needs the database: a lookup after `start()` builds it normally.
public final class PantryService: Autowired {
    let database: PantryDatabase
    let prices: PriceList

    public required init(_ database: PantryDatabase, _ prices: PriceList) {
        self.database = database
        self.prices = prices
    }

    public func value(of item: String) -> Int {
        (database.items[item] ?? 0) * (prices.cents[item] ?? 0)
    }

    public var itemNames: [String] { database.items.keys.sorted() }
}

/// Its own isolation domain: safe to share between tasks.
public actor OrderCounter: Component {
    private var count = 0

    public init() {}

    public func next() -> Int {
        count += 1
        return count
    }
}

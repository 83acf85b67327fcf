import Deli

/// Stores orders. Core declares it and uses it; a module above (Storage) implements it.
public protocol OrderRepository: AnyObject {
    func save(_ id: Int) -> String
}

/// Hears about every order. Core, Storage and the app each add observers; `OrderService` gets all.
public protocol OrderObserver: AnyObject {
    func placed(_ id: Int) -> String
}

/// Places orders: stores each one and tells every observer.
public final class OrderService: Autowired {
    let repository: OrderRepository
    let observers: [OrderObserver]

    public required init(_ repository: OrderRepository, _ observers: [OrderObserver]) {
        self.repository = repository
        self.observers = observers
    }

    public func place(_ id: Int) -> [String] {
        [repository.save(id)] + observers.map { $0.placed(id) }.sorted()
    }
}

/// Core's own observer.
public final class ReceiptObserver: OrderObserver, Component {
    public init() {}
    public func placed(_ id: Int) -> String { "receipt for order \(id)" }
}

import Core
import Deli
import PaymentsKit
import Receipts

/// Implements Core's `OrderRepository`: the app links Storage, so `OrderService` finds it.
public final class MemoryOrderRepository: OrderRepository, Component {
    public init() {}
    public func save(_ id: Int) -> String { "order \(id) stored" }
}

/// Meets PaymentsKit's requirement: without it, building the app fails at `PaymentProcessor`.
public final class ConsoleAuditLogger: AuditLogger, Component {
    public private(set) var lines: [String] = []
    public init() {}
    public func record(_ line: String) { lines.append(line) }
}

/// Storage's observer: it joins Core's `[OrderObserver]` from the module above.
public final class StockObserver: OrderObserver, Component {
    public init() {}
    public func placed(_ id: Int) -> String { "stock reserved for order \(id)" }
}

/// Implements `ReceiptPrinter` from Receipts, a module without Deli.
public final class PlainReceiptPrinter: ReceiptPrinter, Component {
    public init() {}
    public func receipt(for id: Int, cents: Int) -> String { "printed order \(id): \(cents) cents" }
}

import Core
import Deli
import PaymentsKit
import Receipts

/// The app's observer: the third one in `OrderService`'s array.
final class PushObserver: OrderObserver, Component {
    init() {}
    func placed(_ id: Int) -> String { "push sent for order \(id)" }
}

/// Places an order and pays for it with the library's processor.
final class OrderDesk: Autowired {
    let orders: OrderService
    let processor: PaymentProcessor
    let payments: PaymentGateway
    let printer: ReceiptPrinter

    required init(
        _ orders: OrderService, _ processor: PaymentProcessor, invoice payments: PaymentGateway,
        _ printer: ReceiptPrinter
    ) {
        self.orders = orders
        self.processor = processor
        self.payments = payments
        self.printer = printer
    }

    func order(_ id: Int, cents: Int) -> [String] {
        orders.place(id) + [processor.pay(cents, through: payments.charge), printer.receipt(for: id, cents: cents)]
    }
}

import Core
import Deli
import Network

/// The app's own notifier: it joins Core's in every `[Notifier]`.
final class PushNotifier: Notifier, Component {
    init() {}
    func send(_ message: String) -> String { "push: \(message)" }
}

/// Uses a gateway of Core by qualifier, every notifier of Core and of the app, and Network's client.
final class CheckoutService: Autowired {
    let payments: PaymentGateway
    let notifiers: [Notifier]
    let api: APIClient

    required init(stripe payments: PaymentGateway, _ notifiers: [Notifier], _ api: APIClient) {
        self.payments = payments
        self.notifiers = notifiers
        self.api = api
    }

    func checkout(_ cents: Int) -> [String] {
        [payments.charge(cents), api.fetch("/orders")] + notifiers.map { $0.send("paid \(cents)") }
    }
}

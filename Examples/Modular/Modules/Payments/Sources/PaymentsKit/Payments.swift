import Deli

/// Where the payments library writes its audit trail. The library has no implementation: the app
/// provides one, and deli checks that it does when it builds the app.
public protocol AuditLogger: AnyObject {
    func record(_ line: String)
}

/// How the library retries a payment, from the app's `payments.retries` property.
public struct PaymentsSettings: ConfigProperty {
    public let target = "payments"

    public let retries: Int
}

/// Charges through a gateway the app chooses and records every attempt.
public final class PaymentProcessor: Autowired {
    let logger: AuditLogger
    let settings: PaymentsSettings

    public required init(_ logger: AuditLogger, _ settings: PaymentsSettings) {
        self.logger = logger
        self.settings = settings
    }

    public func pay(_ cents: Int, through gateway: (Int) -> String) -> String {
        let result = gateway(cents)
        logger.record("\(result) (up to \(settings.retries) retries)")
        return result
    }
}

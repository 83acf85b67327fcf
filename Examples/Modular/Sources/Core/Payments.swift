import Deli

/// Charges a customer. Several gateways exist; the app picks one by qualifier.
public protocol PaymentGateway: AnyObject {
    func charge(_ cents: Int) -> String
}

public final class StripeGateway: PaymentGateway, Component {
    public let qualifier: String? = "stripe"
    public init() {}
    public func charge(_ cents: Int) -> String { "stripe charged \(cents)" }
}

public final class InvoiceGateway: PaymentGateway, Component {
    public let qualifier: String? = "invoice"
    public init() {}
    public func charge(_ cents: Int) -> String { "invoice for \(cents)" }
}

import Deli

/// Tells the customer something. Every registered notifier is used; the app adds its own.
public protocol Notifier: AnyObject {
    func send(_ message: String) -> String
}

/// Sends e-mail from the address in the `mail.sender` property.
public final class EmailNotifier: Notifier, Component, Inject {
    let sender: String
    public init() { sender = EmailNotifier.InjectProperty("mail.sender") }
    public func send(_ message: String) -> String { "mail from \(sender): \(message)" }
}

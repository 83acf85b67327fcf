/// An interface module that does not use Deli: Storage implements `ReceiptPrinter`, the app asks
/// for it. Storage's factory links its printer to this protocol all the same.
public protocol ReceiptPrinter: AnyObject {
    func receipt(for id: Int, cents: Int) -> String
}

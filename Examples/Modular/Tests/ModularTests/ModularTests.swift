import Core
import Deli
import Network
import PaymentsKit
import Receipts
import Storage
import Testing

@testable import Modular

@Suite struct ModularTests {
    final class StubClient: HTTPClient {
        func get(_ path: String) -> String { "stubbed \(path)" }
    }

    final class SilentNotifier: Notifier {
        func send(_ message: String) -> String { "silent: \(message)" }
    }

    @Test func loadingTheAppFactoryLoadsTheModulesItDependsOn() throws {
        let context = AppContext().load([ModularFactory.self])
        let loaded = context.getFactory(ModuleFactory.self).map { String(describing: type(of: $0)) }
        #expect(Set(loaded) == ["ModularFactory", "CoreFactory", "DeliFactory", "NetworkFactory"])
        #expect(loaded.count == 5, "Storage's and PaymentsKit's DeliFactory are both loaded")
        let viewModel = try #require(context.get(FeedViewModel.self))
        #expect(viewModel.headline == "Latest: 200 OK /feed?token=secret-token")
    }

    @Test func arraysMergeTheModulesOfOnePriority() throws {
        let context = AppContext().load([ModularFactory.self])
        let checkout = try #require(context.get(CheckoutService.self))
        #expect(
            checkout.checkout(5) == [
                "stripe charged 5", "200 OK /orders?token=secret-token", "push: paid 5",
                "mail from shop@example.com: paid 5",
            ])
    }

    @Test func aHighMockReplacesTheInjectedArrayAndTheClient() throws {
        let mocks = ModuleFactory()
        mocks.register(HTTPClient.self) { StubClient() }
        mocks.register(Notifier.self) { SilentNotifier() }
        let context = AppContext().load([ModularFactory.self]).load(mocks, priority: .high)
        let checkout = try #require(context.get(CheckoutService.self))
        #expect(checkout.checkout(7) == ["stripe charged 7", "stubbed /orders?token=secret-token", "silent: paid 7"])
        #expect(context.get([Notifier].self).map { $0.send("x") } == ["silent: x"])
    }

    @Test func implementationsAboveMeetTheInterfacesBelowAndEveryObserverIsCalled() throws {
        let context = AppContext().load([ModularFactory.self])
        let desk = try #require(context.get(OrderDesk.self))
        #expect(
            desk.order(7, cents: 500) == [
                "order 7 stored", "push sent for order 7", "receipt for order 7", "stock reserved for order 7",
                "invoice for 500", "printed order 7: 500 cents",
            ])
        let logger = try #require(context.get(AuditLogger.self) as? ConsoleAuditLogger)
        #expect(logger.lines == ["invoice for 500 (up to 3 retries)"])
    }
}

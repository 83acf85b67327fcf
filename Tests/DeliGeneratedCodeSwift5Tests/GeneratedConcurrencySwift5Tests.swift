import Deli
import XCTest

/// The reference factory's concurrency, compiled in Swift 5 language mode.
final class GeneratedConcurrencySwift5Tests: XCTestCase {
    @MainActor
    func testMainActorComponentsResolveFromMainActorCode() async throws {
        let context = AppContext()
        context.load(FixtureFactory(), priority: .normal)
        let home = try XCTUnwrap(context.get(HomeViewModel.self))
        XCTAssertEqual(home.clock.now, 42)
        XCTAssertEqual(context.get(SettingsScreen.self)?.name, "Settings")
        XCTAssertEqual(context.get(Inbox.self)?.clock?.now, 42)
    }

    func testStartBuildsAsyncAndThrowingComponents() async throws {
        let context = AppContext()
        context.load(FixtureFactory(), priority: .normal)
        try await context.start()
        let auditor = try XCTUnwrap(context.get(Auditor.self))
        XCTAssertEqual(auditor.stock.warehouse.items, ["bolt", "nut"])
        XCTAssertEqual(auditor.ledger.entries, 3)
        let counter = try XCTUnwrap(context.get(Counter.self))
        let value = await counter.increment()
        XCTAssertEqual(value, 1)
    }
}

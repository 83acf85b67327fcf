import Deli
import XCTest

/// The same reference factory and fixture sources as DeliGeneratedCodeTests (symbolic links),
/// compiled in Swift 5 language mode: generated code must build in both modes.
final class GeneratedFactorySwift5Tests: XCTestCase {
    func testTheFactoryResolvesInSwift5Mode() throws {
        let context = AppContext()
        context.load(FixtureFactory(), priority: .normal)
        let shelf = try XCTUnwrap(context.get(Shelf.self))
        XCTAssertEqual(shelf.novels.map(\.title).sorted(), ["Dune", "Emma"])
        XCTAssertEqual(context.get(ServerConfig.self)?.port, 8080)
        XCTAssertTrue(context.get(Parent.self)?.child?.parent === context.get(Parent.self))
    }
}

import Deli
import XCTest

@testable import Deli09App

final class MockLogger: Logger, Component {
    func log(_ message: String) {}
    init() {}
}

final class LoginTests: XCTestCase {
    func testLogin() {
        XCTAssertNotNil(AppContext.shared.get(LoginViewModel.self))
    }
}

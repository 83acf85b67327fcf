import Deli
import Testing

/// The XCTest pattern: a mock module loaded at `.high` for one test and unloaded after it. Once it
/// is unloaded, nothing built while it was loaded is handed out any more.
@Suite struct UnloadMockTests {
    class UserService {}
    final class MockUserService: UserService {}
    final class Screen {
        let users: UserService
        init(_ users: UserService) { self.users = users }
    }
    final class Clock {}

    private static func context() -> AppContext {
        let module = ModuleFactory()
        module.register(UserService.self) { UserService() }
        module.register(Clock.self) { Clock() }
        module.register(Screen.self) { Screen(AppContext.current.resolve(UserService.self, qualifier: "")) }
        return AppContext().load(module)
    }

    @Test func aSingletonBuiltWithTheMockIsBuiltAgainAfterTheUnload() {
        let context = Self.context()
        let clock = context.get(Clock.self)
        let mocks = ModuleFactory()
        mocks.register(UserService.self) { MockUserService() }
        context.load(mocks, priority: .high)
        #expect(context.get(Screen.self)?.users is MockUserService)
        context.unload(mocks)
        let screen = context.get(Screen.self)
        #expect(screen != nil && !(screen?.users is MockUserService))
        #expect(context.get(Clock.self) === clock)
    }
}

import Deli
import Network
import Testing

@testable import Modular

@Suite struct ModularTests {
    final class StubClient: HTTPClient {
        func get(_ path: String) -> String { "stubbed \(path)" }
    }

    @Test func modulesAreJoinedInOneContext() throws {
        let context = AppContext()
        context.load([NetworkFactory.self, ModularFactory.self])
        let viewModel = try #require(context.get(FeedViewModel.self))
        #expect(viewModel.headline == "Latest: 200 OK /feed?token=secret-token")
    }

    @Test func mockModuleAtHighPriorityReplacesTheNetworkClient() throws {
        let mocks = ModuleFactory()
        mocks.register(HTTPClient.self) { StubClient() }
        let context = AppContext()
        context.load([NetworkFactory.self, ModularFactory.self])
        context.load(mocks, priority: .high)
        let viewModel = try #require(context.get(FeedViewModel.self))
        #expect(viewModel.headline == "Latest: stubbed /feed?token=secret-token")
    }
}

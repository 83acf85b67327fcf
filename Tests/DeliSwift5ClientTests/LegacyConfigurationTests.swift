import Deli
import Testing

// A Deli 0.9 `Configuration`, compiled in Swift 5 language mode: `Config` with two dependencies and
// a trailing closure, and one with none.

final class LegacyEndpoint {
    let description: String
    init(_ description: String) { self.description = description }
}

final class LegacyNetworkConfiguration: Configuration {
    let endpoint = Config(LegacyEndpoint.self, UserService.self, NetworkManager.self) { service, manager in
        return LegacyEndpoint(service.name + " " + manager.serverUrl)
    }
    let fallback = Config(LegacyEndpoint.self, qualifier: "fallback") {
        return LegacyEndpoint("none")
    }
}

@Suite struct LegacyConfigurationTests {
    @Test func configMembersResolveTheirDependenciesFromTheBuildingContext() {
        let module = ModuleFactory()
        let configuration = LegacyNetworkConfiguration()
        module.register(UserServiceImpl.self, resolver: { return UserServiceImpl() }, qualifier: "", scope: .singleton)
            .link(UserService.self)
        module.register(NetworkManager.self, resolver: { return NetworkManager() }, qualifier: "", scope: .singleton)
        module.register(
            LegacyEndpoint.self, resolver: { return configuration.endpoint() }, qualifier: "", scope: .singleton)
        module.register(
            LegacyEndpoint.self, resolver: { return configuration.fallback() }, qualifier: "fallback",
            scope: .singleton)
        let context = AppContext().load(module)
        #expect(context.get(LegacyEndpoint.self)?.description.hasPrefix("real ") == true)
        #expect(context.get(LegacyEndpoint.self, qualifier: "fallback")?.description == "none")
    }
}

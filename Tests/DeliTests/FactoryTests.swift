import Deli
import Testing

/// Factories.
@Suite struct FactoryTests {
    private let payload = FriendPayload(with: (userID: "42", cachedName: "Ann"))

    @Test func factoryBuildsFromPayloadEveryTime() {
        let context = AppContext().load([AppFactory.self])
        let first = context.get(FriendInfoViewModel.self, payload: payload)
        let second = context.get(FriendInfoViewModel.self, payload: payload)
        #expect(first?.userID == "42")
        #expect(first?.name == "Ann")
        #expect(first?.accountService.name == "account")
        #expect(first !== second)
    }

    @Test func factoryLookupWorksThroughQualifiersAndLinks() {
        let module = ModuleFactory()
        module.registerFactory(
            FriendInfoViewModel.self,
            resolver: { payload in FriendInfoViewModel(AccountService(name: "q"), payload: payload) },
            qualifier: "special"
        )
        module.registerFactory(DetailViewModel.self, resolver: { DetailViewModel(payload: $0) }, qualifier: "detail")
            .link(BaseViewModel.self)
        let context = AppContext().load([AppFactory.self]).load(module)
        let special = context.get(FriendInfoViewModel.self, qualifier: "special", payload: payload)
        #expect(special?.accountService.name == "q")
        let linked = context.get(BaseViewModel.self, qualifier: "detail", payload: payload)
        #expect(linked is DetailViewModel)
        #expect(linked?.userID == "42")
        #expect(context.get(BaseViewModel.self, payload: payload) == nil)
        #expect(context.get([BaseViewModel].self, payload: payload).count == 1)
        let all = context.get([FriendInfoViewModel].self, payload: payload, resolveRole: .recursive)
        #expect(all.map(\.accountService.name) == ["account", "q"])
    }

    @Test func factoryWithoutPayloadIsNilNotACrash() {
        let context = AppContext().load([AppFactory.self])
        #expect(context.get(FriendInfoViewModel.self) == nil)
        #expect(context.get([FriendInfoViewModel].self).isEmpty)
        #expect(context.get(withoutResolve: FriendInfoViewModel.self) == nil)
    }

    @Test func lazyFactoryIsInjectedBeforeGetReturns() {
        let context = AppContext().load([AppFactory.self])
        let model = context.get(ProfileViewModel.self, payload: payload)
        #expect(model?.userID == "42")
        #expect(model?.account?.name == "facebook")
    }
}

import Deli
import Testing

/// Deli 0.9's meaning of an empty qualifier: an unqualified registration first,
/// otherwise one with any qualifier, chosen by module order, then registration order.
@Suite struct UnqualifiedLookupTests {
    @Test func emptyQualifierFindsTheOnlyQualifiedRegistration() {
        let module = ModuleFactory()
        module.register(AccountService.self, resolver: { AccountService(name: "test") }, qualifier: "qualifierTest")
        let context = AppContext().load(module)
        #expect(context.get(AccountService.self)?.name == "test")
        #expect(context.resolve(AccountService.self, qualifier: "").name == "test")
        #expect(context.get(AccountService.self, qualifier: "other") == nil)
    }

    @Test func unqualifiedRegistrationWinsOverEarlierQualifiedOnes() {
        let module = ModuleFactory()
        module.register(ConsoleLogger.self, resolver: { ConsoleLogger(name: "facebook") }, qualifier: "facebook")
            .link(Logger.self)
        module.register(ConsoleLogger.self, resolver: { ConsoleLogger(name: "plain") }).link(Logger.self)
        let context = AppContext().load(module)
        #expect(context.get(Logger.self)?.name == "plain")
        #expect(context.get(ConsoleLogger.self)?.name == "plain")
    }

    @Test func choiceAmongQualifiedOnesFollowsModuleThenRegistrationOrder() {
        let first = ModuleFactory()
        first.register(ConsoleLogger.self, resolver: { ConsoleLogger(name: "google") }, qualifier: "google")
            .link(Logger.self)
        first.register(ConsoleLogger.self, resolver: { ConsoleLogger(name: "facebook") }, qualifier: "facebook")
            .link(Logger.self)
        let second = ModuleFactory()
        second.register(Logger.self, resolver: { ConsoleLogger(name: "second") }, qualifier: "second")
        let context = AppContext().load(first).load(second)
        for _ in 0..<10 {
            #expect(context.get(Logger.self)?.name == "google")
        }
        let overridden = AppContext().load(first).load(second, priority: .high)
        #expect(overridden.get(Logger.self)?.name == "second")
    }

    @Test func classNameLookupUsesTheSameRule() {
        let module = ModuleFactory()
        module.register(AccountService.self, resolver: { AccountService(name: "named") }, qualifier: "q")
        let context = AppContext().load(module)
        #expect(context.get(AccountService.self, className: "AccountService")?.name == "named")
        #expect(context.get(AccountService.self, className: "DeliTests.AccountService", qualifier: "x") == nil)
    }

    @Test func withoutResolveUsesTheSameRule() {
        let module = ModuleFactory()
        module.register(AccountService.self, resolver: { AccountService(name: "built") }, qualifier: "q")
        let context = AppContext().load(module)
        #expect(context.get(withoutResolve: AccountService.self) == nil)
        _ = context.get(AccountService.self, qualifier: "q")
        #expect(context.get(withoutResolve: AccountService.self)?.name == "built")
    }

    @Test func severalQualifiedOnesAnswerTheFirstRegistered() {
        let module = ModuleFactory()
        module.register(AccountService.self, resolver: { AccountService(name: "facebook") }, qualifier: "facebook")
        module.register(AccountService.self, resolver: { AccountService(name: "google") }, qualifier: "google")
        let context = AppContext().load(module)
        #expect(context.get(AccountService.self)?.name == "facebook")
        #expect(context.get(AccountService.self, qualifier: "google")?.name == "google")
    }

    @Test func factoriesAreNotAnswersToAPayloadFreeLookup() {
        let module = ModuleFactory()
        module.registerFactory(FriendInfoViewModel.self, resolver: { _ in fatalError("not called") }, qualifier: "q")
        let context = AppContext().load(module)
        #expect(context.get(FriendInfoViewModel.self) == nil)
    }
}

import Deli
import Testing

/// Lazy injection and `withoutResolve`.
@Suite struct LazyInjectionTests {
    @Test func lazyInjectionHasRunWhenTheOutermostGetReturns() {
        let context = AppContext().load([AppFactory.self])
        let friends = context.get(FriendService.self)
        #expect(friends?.messages != nil)
        #expect(friends?.injections == 1)
    }

    @Test func cycleThroughALazyComponentInjectsTheSameObject() {
        let context = AppContext().load([AppFactory.self])
        let messages = context.get(MessageService.self)
        #expect(messages?.friends.messages === messages)
        #expect(context.get(FriendService.self) === messages?.friends)
        #expect(messages?.friends.injections == 1)
    }

    @Test func lazyPrototypeIsInjectedEveryTime() {
        let module = ModuleFactory()
        module.registerLazy(
            FriendService.self, resolver: { FriendService() },
            injector: { $0.inject(MessageService(FriendService())) }, scope: .prototype)
        let context = AppContext().load(module)
        let first = context.get(FriendService.self)
        let second = context.get(FriendService.self)
        #expect(first !== second)
        #expect(first?.injections == 1)
        #expect(second?.injections == 1)
    }

    @Test func withoutResolveReturnsOnlyBuiltInstances() {
        let context = AppContext().load([AppFactory.self])
        #expect(context.get(withoutResolve: Library.self) == nil)
        #expect(context.get(withoutResolve: [Logger].self).isEmpty)
        let library = context.get(Library.self)
        #expect(context.get(withoutResolve: Library.self) === library)
        #expect(context.get(withoutResolve: Logger.self) === library?.logger)
        #expect(context.get(withoutResolve: [Logger].self).count == 1)
        _ = context.get(ServerConfig.self)
        #expect(context.get(withoutResolve: ServerConfig.self) == nil)
    }
}

@Suite struct UnloadDuringResolutionTests {
    final class SelfUnloading: ModuleFactory {
        override func load(context: AppContext) {
            register(
                AccountService.self,
                resolver: { [unowned self] in
                    context.unload(self)
                    return AccountService(name: "built while unloading")
                }, qualifier: "", scope: .prototype)
            register(
                Library.self,
                resolver: { Library(Novel: [], context.resolve(ConsoleLogger.self, qualifier: "")) },
                qualifier: "", scope: .prototype)
            register(
                ConsoleLogger.self,
                resolver: {
                    _ = context.get(AccountService.self)
                    return ConsoleLogger(name: "after")
                },
                qualifier: "", scope: .prototype)
        }
    }

    @Test func aResolverMayUnloadItsOwnModule() {
        let context = AppContext().load([SelfUnloading.self])
        let library = context.get(Library.self)
        #expect(library?.logger.name == "after")
        #expect(context.getFactory(SelfUnloading.self).isEmpty)
        #expect(context.get(Library.self) == nil)
    }
}

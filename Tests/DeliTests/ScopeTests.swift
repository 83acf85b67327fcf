import Deli
import Testing

@Suite struct ScopeTests {
    @Test func scopesAreDistinct() {
        #expect(Set([Scope.always, .singleton, .prototype, .weak]).count == 4)
    }

    @Test func alwaysIsBuiltWhenTheModuleLoads() {
        let counter = Counter()
        let module = ModuleFactory()
        module.register(
            AccountService.self,
            resolver: {
                counter.increment()
                return AccountService()
            }, scope: .always)
        let context = AppContext()
        context.load(module)
        #expect(counter.value == 1)
        _ = context.get(AccountService.self)
        #expect(counter.value == 1)
    }

    @Test func singletonIsBuiltOnceOnFirstUse() {
        let counter = Counter()
        let module = ModuleFactory()
        module.register(AccountService.self) {
            counter.increment()
            return AccountService()
        }
        let context = AppContext().load(module)
        #expect(counter.value == 0)
        let first = context.get(AccountService.self)
        let second = context.get(AccountService.self)
        #expect(counter.value == 1)
        #expect(first === second)
    }

    @Test func prototypeIsNewEveryTime() {
        let module = ModuleFactory()
        module.register(AccountService.self, resolver: { AccountService() }, scope: .prototype)
        let context = AppContext().load(module)
        #expect(context.get(AccountService.self) !== context.get(AccountService.self))
    }

    @Test func weakIsSharedWhileHeldThenRebuilt() {
        let counter = Counter()
        let module = ModuleFactory()
        module.register(
            AccountService.self,
            resolver: {
                counter.increment()
                return AccountService()
            }, scope: .weak)
        let context = AppContext().load(module)
        var held = context.get(AccountService.self)
        #expect(context.get(AccountService.self) === held)
        #expect(counter.value == 1)
        held = nil
        #expect(context.get(withoutResolve: AccountService.self) == nil)
        _ = context.get(AccountService.self)
        #expect(counter.value == 2)
        _ = held
    }

    @Test func weakValueTypeBehavesAsPrototype() {
        let counter = Counter()
        let module = ModuleFactory()
        module.register(
            Novel.self,
            resolver: {
                counter.increment()
                return Novel(title: "x")
            }, scope: .weak)
        let context = AppContext().load(module)
        _ = context.get(Novel.self)
        _ = context.get(Novel.self)
        #expect(counter.value == 2)
    }
}

@Suite struct EagerLoadingTests {
    final class Early {
        let account: AccountService
        init(_ account: AccountService) { self.account = account }
    }

    final class EarlyFactory: ModuleFactory {
        override func load(context: AppContext) {
            register(
                Early.self, resolver: { Early(context.resolve(AccountService.self, qualifier: "")) }, scope: .always)
        }
    }

    @Test func alwaysComponentsMayDependOnModulesLoadedInTheSameCall() {
        let context = AppContext().load([EarlyFactory.self, AppFactory.self])
        #expect(context.get(withoutResolve: Early.self)?.account === context.get(AccountService.self))
    }
}

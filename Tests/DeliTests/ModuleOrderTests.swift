import Deli
import Testing

/// Module order, double load, unload.
@Suite struct ModuleOrderTests {
    private static func module(_ name: String) -> ModuleFactory {
        let module = ModuleFactory()
        module.register(AccountService.self) { AccountService(name: name) }
        return module
    }

    @Test func higherPriorityWinsThenLoadOrder() {
        let context = AppContext()
        context.load(Self.module("normal-1"))
        context.load(Self.module("low"), priority: .low)
        context.load(Self.module("normal-2"))
        #expect(context.get(AccountService.self)?.name == "normal-1")
        context.load(Self.module("custom-900"), priority: .priority(900))
        #expect(context.get(AccountService.self)?.name == "custom-900")
        context.load(Self.module("high"), priority: .high)
        #expect(context.get(AccountService.self)?.name == "high")
        let names = context.get([AccountService].self, resolveRole: .custom { $0 }).map(\.name)
        #expect(names == ["high", "custom-900", "normal-1", "normal-2", "low"])
    }

    @Test func priorityValues() {
        #expect(LoadPriority.high.rawValue == 1000)
        #expect(LoadPriority.normal.rawValue == 500)
        #expect(LoadPriority.low.rawValue == 100)
        #expect(LoadPriority.priority(42).rawValue == 42)
    }

    @Test func loadingTheSameFactoryTypeTwiceIsANoOp() {
        let context = AppContext()
        context.load([AppFactory.self]).load([AppFactory.self])
        #expect(context.getFactory(AppFactory.self).count == 1)
        #expect(context.get([Logger].self).count == 2)
    }

    @Test func loadingTheSameInstanceTwiceIsANoOp() {
        let context = AppContext()
        let module = Self.module("once")
        context.load(module).load(module, priority: .high)
        #expect(context.get([AccountService].self).count == 1)
    }

    @Test func unloadRemovesExactlyThatModule() {
        let context = AppContext()
        let mock = Self.module("mock")
        context.load([AppFactory.self]).load(mock, priority: .high)
        #expect(context.get(AccountService.self)?.name == "mock")
        context.unload(mock)
        #expect(context.get(AccountService.self)?.name == "account")
        #expect(context.getFactory(ModuleFactory.self).count == 1)
        context.load(mock, priority: .high)
        #expect(context.get(AccountService.self)?.name == "mock")
    }

    @Test func unloadAndReloadOfAGeneratedModuleDoesNotDuplicate() {
        let context = AppContext()
        context.load([AppFactory.self])
        let factory = context.getFactory(AppFactory.self)[0]
        context.unload(factory)
        context.load(factory)
        #expect(context.get([Logger].self).count == 2)
    }

    @Test func unloadAllAndReset() {
        let context = AppContext()
        context.load([AppFactory.self])
        let first = context.get(Library.self)
        context.reset()
        #expect(context.get(withoutResolve: Library.self) == nil)
        #expect(context.get(Library.self) !== first)
        context.unloadAll()
        #expect(context.get(Library.self) == nil)
        #expect(context.getFactory(ModuleFactory.self).isEmpty)
    }
}

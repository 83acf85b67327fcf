import Deli
import Testing

/// Single lookups, arrays, class names.
@Suite struct LookupTests {
    @Test func exactRegistrationBeforeLinkedOnes() {
        let module = ModuleFactory()
        module.register(ConsoleLogger.self, resolver: { ConsoleLogger(name: "linked") }).link(Logger.self)
        module.register(Logger.self) { ConsoleLogger(name: "exact") }
        let context = AppContext().load(module)
        #expect(context.get(Logger.self)?.name == "exact")
    }

    @Test func severalMatchesAreDeterministicByModuleThenRegistrationOrder() {
        let first = ModuleFactory()
        first.register(ConsoleLogger.self, resolver: { ConsoleLogger(name: "a") }).link(Logger.self)
        first.register(FileLogger.self, resolver: { FileLogger() }).link(Logger.self)
        let second = ModuleFactory()
        second.register(Logger.self) { ConsoleLogger(name: "second-exact") }
        let context = AppContext().load(first).load(second)
        for _ in 0..<20 {
            #expect(context.get(Logger.self)?.name == "a")
        }
    }

    @Test func linkedLookupIsFilteredByQualifier() {
        let context = AppContext().load([AppFactory.self])
        #expect(context.get(Logger.self)?.name == "console")
        #expect(context.get(Logger.self, qualifier: "file")?.name == "file")
        #expect(context.get(Logger.self, qualifier: "nope") == nil)
    }

    @Test func arraysSeeExactAndLinkedRegistrationsFilteredByQualifier() {
        let module = ModuleFactory()
        module.register(Book.self, resolver: { Novel(title: "exact") }, qualifier: "Novel")
        let context = AppContext().load([AppFactory.self]).load(module)
        let novels = context.get([Book].self, qualifier: "Novel", resolveRole: .recursive).map(\.title)
        #expect(novels == ["Dune", "exact"])
        let all = context.get([Book].self, resolveRole: .recursive).map(\.title)
        #expect(all == ["Dune", "Tintin", "exact"])
    }

    @Test func arrayTakesOnlyTheHighestPriorityLevelWithMatches() {
        let mock = ModuleFactory()
        mock.register(Book.self) { Novel(title: "mock") }
        let context = AppContext().load([AppFactory.self]).load(mock, priority: .high)
        #expect(context.get([Book].self).map(\.title) == ["mock"])
        #expect(context.get([Book].self, resolveRole: .recursive).map(\.title) == ["mock"])
        let every = ResolveRole.custom { $0 }
        #expect(context.get([Book].self, resolveRole: every).count == 3)
    }

    @Test func customRoleSearchesTheChosenModules() {
        let mock = ModuleFactory()
        mock.register(AccountService.self) { AccountService(name: "mock") }
        let context = AppContext().load([AppFactory.self]).load(mock, priority: .high)
        let lastOnly = ResolveRole.custom { modules in Array(modules.suffix(1)) }
        #expect(context.get(AccountService.self, resolveRole: lastOnly)?.name == "account")
        #expect(context.get(AccountService.self)?.name == "mock")
    }

    @Test func classNameLookupWithShortAndModuleQualifiedNames() {
        let context = AppContext().load([AppFactory.self])
        let short = context.get(Logger.self, className: "ConsoleLogger")
        let qualified = context.get(Logger.self, className: "DeliTests.ConsoleLogger")
        #expect(short?.name == "console")
        #expect(short === qualified)
        #expect(context.get(Logger.self, className: "DeliTests.FileLogger", qualifier: "file")?.name == "file")
        #expect(context.get(Logger.self, className: "NoSuchType") == nil)
        #expect(context.get(withoutResolve: Logger.self, className: "ConsoleLogger") === short)
        let payload = FriendPayload(with: (userID: "9", cachedName: "Bo"))
        let model = context.get(FriendInfoViewModel.self, className: "FriendInfoViewModel", payload: payload)
        #expect(model?.userID == "9")
    }

    @Test func generatedCallsResolveArraysAndQualifierByProperty() {
        let context = AppContext().load([AppFactory.self])
        #expect(context.resolve(Logger.self, qualifierBy: "logger.kind").name == "file")
        #expect(context.resolve([Book].self, qualifier: "Comic").map(\.title) == ["Tintin"])
        #expect(context.resolve([Logger].self, qualifierBy: "logger.kind").map(\.name) == ["file"])
        #expect(context.get(Library.self)?.novels.map(\.title) == ["Dune"])
    }
}

import Deli
import Testing

/// Registrations made while a module loads are recorded as entries and become registration objects
/// when a lookup picks them (docs/runtime.md, "Loading"). Everything must behave as if they were
/// made at once.
@Suite struct LoadingTests {
    /// A module whose `load(context:)` runs `script`, like a generated one.
    final class ScriptedFactory: ModuleFactory {
        var script: (ScriptedFactory, AppContext) -> Void = { _, _ in }

        override func load(context: AppContext) {
            script(self, context)
        }
    }

    @Test func firstLookupsOfEveryKindSeeWhatWasRecordedWhileLoading() {
        #expect(AppContext().load([AppFactory.self]).get(Logger.self, className: "ConsoleLogger") != nil)
        #expect(AppContext().load([AppFactory.self]).get([Book].self).count == 2)
        #expect(AppContext().load([AppFactory.self]).get(Book.self, qualifier: "Comic") is Comic)
        #expect(AppContext().load([AppFactory.self]).get(withoutResolve: AccountService.self) == nil)
        let context = AppContext().load([AppFactory.self])
        #expect(context.get(Logger.self, resolveRole: .custom { $0 }) is ConsoleLogger)
    }

    @Test func registeringAfterAResolveIsSeenByTheNextResolve() {
        let context = AppContext()
        let module = ScriptedFactory()
        module.script = { module, _ in
            module.register(Novel.self, resolver: { Novel(title: "Dune") }, qualifier: "", scope: .prototype)
        }
        context.load(module)
        #expect(context.get(Novel.self)?.title == "Dune")
        #expect(context.get(Comic.self) == nil)
        module.register(Comic.self, resolver: { Comic(title: "Tintin") }).link(Book.self)
        #expect(context.get(Comic.self)?.title == "Tintin")
        #expect(context.get([Book].self).count == 1)
    }

    @Test func aLinkerKeptFromLoadingStillLinksAfterTheFirstLookup() {
        let context = AppContext()
        let module = ScriptedFactory()
        var kept: Linker<Novel>?
        module.script = { module, _ in
            kept = module.register(Novel.self, resolver: { Novel(title: "Dune") }, qualifier: "", scope: .prototype)
        }
        context.load(module)
        #expect(context.get(Novel.self) != nil)
        #expect(context.get(Book.self) == nil)
        kept?.link(Book.self)
        #expect(context.get(Book.self) is Novel)
    }

    @Test func aLinkerKeptPastUnloadDoesNothing() {
        let context = AppContext()
        let module = ScriptedFactory()
        var kept: Linker<Novel>?
        module.script = { module, _ in
            let linker = module.register(Novel.self, resolver: { Novel(title: "Dune") }, qualifier: "")
            if kept == nil { kept = linker }
        }
        context.load(module)
        context.unload(module)
        kept?.link(Book.self)
        context.load(module)
        #expect(context.get(Novel.self) != nil)
        #expect(context.get(Book.self) == nil)
    }

    @Test func unloadBeforeAndAfterTheFirstLookupThenReload() {
        let context = AppContext()
        context.load([AppFactory.self])
        context.unload(AppFactory.self)
        #expect(context.get(AccountService.self) == nil)
        context.load([AppFactory.self])
        let first = context.get(AccountService.self)
        #expect(first != nil)
        context.unload(AppFactory.self)
        #expect(context.get(AccountService.self) == nil)
        context.load([AppFactory.self])
        let second = context.get(AccountService.self)
        #expect(second != nil && second !== first)
        #expect(context.get([Logger].self).count == 2)
    }

    @Test func alwaysComponentsRecordedWhileLoadingAreBuiltAtLoad() {
        let counter = Counter()
        let module = ScriptedFactory()
        module.script = { module, _ in
            module.register(Novel.self, resolver: { Novel(title: "Dune") }, qualifier: "")
            module.register(
                AccountService.self,
                resolver: {
                    counter.increment()
                    return AccountService()
                }, qualifier: "", scope: .always)
        }
        let context = AppContext().load(module)
        #expect(counter.value == 1)
        #expect(context.get(withoutResolve: AccountService.self) != nil)
        #expect(context.get(Novel.self) != nil)
        #expect(counter.value == 1)
    }

    @Test func aResolveInsideLoadSeesEarlierRegistrationsAndLaterOnesAfterLoading() {
        let module = ScriptedFactory()
        var seenWhileLoading: Novel?
        module.script = { module, context in
            module.register(Novel.self, resolver: { Novel(title: "Dune") }, qualifier: "")
            seenWhileLoading = context.get(Novel.self)
            module.register(Comic.self, resolver: { Comic(title: "Tintin") }, qualifier: "").link(Book.self)
        }
        let context = AppContext().load(module)
        #expect(seenWhileLoading?.title == "Dune")
        #expect(context.get(Comic.self)?.title == "Tintin")
        #expect(context.get(Book.self) is Comic)
    }
}

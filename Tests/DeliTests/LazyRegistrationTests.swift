import Testing

@testable import Deli

/// A lookup makes the registration objects it picks and nothing else (docs/runtime.md, "Loading");
/// which ones exist is read through `ModuleFactory.madeRegistrationCount`.
@Suite struct LazyRegistrationTests {
    /// A module whose `load(context:)` runs `script`, like a generated one.
    final class ScriptedFactory: ModuleFactory {
        var script: (ScriptedFactory, AppContext) -> Void = { _, _ in }

        override func load(context: AppContext) {
            script(self, context)
        }
    }

    /// Novel, Comic (linked to Book), AccountService and 50 qualified Novels, recorded while loading.
    private static func recorded() -> ScriptedFactory {
        let module = ScriptedFactory()
        module.script = { module, _ in
            module.register(Novel.self, resolver: { Novel(title: "Dune") }, qualifier: "", scope: .prototype)
                .link(Book.self)
            module.register(Comic.self, resolver: { Comic(title: "Tintin") }, qualifier: "Comic").link(Book.self)
            module.register(AccountService.self, resolver: { AccountService() }, qualifier: "")
            for number in 0..<50 {
                module.register(Novel.self, resolver: { Novel(title: "N\(number)") }, qualifier: "n\(number)")
            }
        }
        return module
    }

    @Test func loadingMakesNoRegistrationObject() {
        let module = Self.recorded()
        AppContext().load(module)
        #expect(module.madeRegistrationCount == 0)
    }

    @Test func aLookupMakesOnlyTheRegistrationItPicks() {
        let module = Self.recorded()
        let context = AppContext().load(module)
        #expect(context.get(AccountService.self) != nil)
        #expect(module.madeRegistrationCount == 1)
        #expect(context.get(Novel.self, qualifier: "n42")?.title == "N42")
        #expect(module.madeRegistrationCount == 2)
        #expect(context.get(Novel.self)?.title == "Dune")
        #expect(module.madeRegistrationCount == 3)
    }

    @Test func anArrayLookupMakesOnlyItsMatches() {
        let module = Self.recorded()
        let context = AppContext().load(module)
        #expect(context.get([Book].self).map(\.title) == ["Dune", "Tintin"])
        #expect(module.madeRegistrationCount == 2)
    }

    @Test func lookupsThatBuildNothingMakeNothing() {
        let module = Self.recorded()
        let context = AppContext().load(module)
        #expect(context.get(withoutResolve: AccountService.self) == nil)
        #expect(context.get(withoutResolve: [Book].self).isEmpty)
        #expect(context.get(Logger.self) == nil)
        #expect(context.get(Novel.self, qualifier: "none") == nil)
        #expect(module.madeRegistrationCount == 0)
        #expect(context.get(AccountService.self) != nil)
        #expect(context.get(withoutResolve: AccountService.self) != nil)
    }

    @Test func onlyAlwaysComponentsAreMadeAtLoad() {
        let module = ScriptedFactory()
        module.script = { module, _ in
            module.register(Novel.self, resolver: { Novel(title: "Dune") }, qualifier: "")
            module.register(AccountService.self, resolver: { AccountService() }, qualifier: "", scope: .always)
            module.register(Comic.self, resolver: { Comic(title: "Tintin") }, qualifier: "Comic")
        }
        let context = AppContext().load(module)
        #expect(module.madeRegistrationCount == 1)
        #expect(context.get(withoutResolve: AccountService.self) != nil)
    }

    @Test func anOverrideAtHighStillWinsOverRecordedRegistrations() {
        let mock = ScriptedFactory()
        mock.script = { module, _ in
            module.register(AccountService.self, resolver: { AccountService(name: "mock") }, qualifier: "")
        }
        let real = Self.recorded()
        let context = AppContext().load(real)
        #expect(context.get(AccountService.self)?.name == "account")
        context.load(mock, priority: .high)
        #expect(context.get(AccountService.self)?.name == "mock")
        #expect(context.get(AccountService.self, resolveRole: .custom { [$0.last!] })?.name == "account")
        #expect(real.madeRegistrationCount == 1)
    }

    @Test func arraysTakeTheHighestPriorityLevelWithMatchesAcrossRecordedModules() {
        func shelf(_ title: String) -> ScriptedFactory {
            let module = ScriptedFactory()
            module.script = { module, _ in
                module.register(Novel.self, resolver: { Novel(title: title) }, qualifier: title).link(Book.self)
            }
            return module
        }
        let context = AppContext().load(shelf("low"), priority: .low).load(shelf("a")).load(shelf("b"))
        #expect(context.get([Book].self).map(\.title) == ["a", "b"])
        #expect(context.get([Book].self, qualifier: "low").map(\.title) == ["low"])
        context.load(shelf("high"), priority: .high)
        #expect(context.get([Book].self).map(\.title) == ["high"])
        #expect(context.get([Novel].self, resolveRole: .custom { $0 }).map(\.title) == ["high", "a", "b", "low"])
    }

    @Test func recordedAndMadeRegistrationsKeepRegistrationOrder() {
        let module = ScriptedFactory()
        module.script = { module, _ in
            module.register(Novel.self, resolver: { Novel(title: "first") }, qualifier: "first").link(Book.self)
            module.registerLazy(Comic.self, resolver: { Comic(title: "second") }, injector: { _ in }).link(Book.self)
            module.register(Novel.self, resolver: { Novel(title: "third") }, qualifier: "third").link(Book.self)
        }
        let context = AppContext().load(module)
        #expect(context.get([Book].self).map(\.title) == ["first", "second", "third"])
        // The unqualified one wins an unqualified lookup, wherever it is (SingleLookupRule).
        #expect(context.get(Book.self)?.title == "second")
        #expect(context.get(Book.self, qualifier: "third")?.title == "third")
    }

    @Test func aHandMadeRegistrationStaysLinkableAcrossAnUnload() {
        let module = ScriptedFactory()
        module.script = { module, _ in
            module.register(Comic.self, resolver: { Comic(title: "loaded") }, qualifier: "Comic")
        }
        let context = AppContext().load(module)
        // Registered after the loaded one, so the unload moves it to another position.
        let kept = module.register(Novel.self) { Novel(title: "by hand") }
        context.unload(module)
        kept.link(Book.self)
        context.load(module)
        #expect(context.get(Book.self)?.title == "by hand")
        #expect(context.get(Comic.self)?.title == "loaded")
    }
}

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

    /// Books of every kind, exact and linked, qualified and not, in two modules.
    private static func shelves() -> [ScriptedFactory] {
        let first = ScriptedFactory()
        first.script = { module, _ in
            module.register(Novel.self, resolver: { Novel(title: "n1") }, qualifier: "a").link(Book.self)
            module.register(Book.self, resolver: { Comic(title: "b1") }, qualifier: "a")
            module.register(Comic.self, resolver: { Comic(title: "c1") }, qualifier: "").link(Book.self)
        }
        let second = ScriptedFactory()
        second.script = { module, _ in
            module.register(Book.self, resolver: { Novel(title: "b2") }, qualifier: "")
            module.register(Novel.self, resolver: { Novel(title: "n2") }, qualifier: "b").link(Book.self)
        }
        return [first, second]
    }

    /// Every question once, in a context that has not answered anything yet.
    private static func answers(_ context: () -> AppContext) -> [String] {
        var answers: [String] = []
        for qualifier in ["", "a", "b", "c"] {
            answers.append(context().get(Book.self, qualifier: qualifier)?.title ?? "-")
            answers.append(context().get(Novel.self, qualifier: qualifier)?.title ?? "-")
            answers.append(context().get([Book].self, qualifier: qualifier).map(\.title).joined(separator: ","))
        }
        return answers
    }

    @Test func answersAreTheSameBeforeAndAfterTheModuleIndexesItsEntries() {
        let fresh = Self.answers {
            let context = AppContext()
            for module in Self.shelves() { context.load(module) }
            return context
        }
        #expect(fresh == ["c1", "n1", "b1,n1,c1,b2,n2", "b1", "n1", "b1,n1", "n2", "n2", "n2", "-", "-", ""])
        let warmed = AppContext()
        let modules = Self.shelves()
        for module in modules { warmed.load(module) }
        // A lookup that matches nothing reads every entry: after it, each module uses its index.
        _ = warmed.get([Logger].self)
        #expect(Self.answers { warmed } == fresh)
        #expect(modules.allSatisfy { $0.registrationList.isIndexed })
    }

    final class PlainInfo: FriendInfo {
        let userID: String
        init(_ userID: String) { self.userID = userID }
    }

    /// More `FriendInfo`s than `TypeBuckets.qualifierTableThreshold`: factories first (a single
    /// lookup skips them), then plain ones, one qualifier twice (the first wins).
    private static func manyInfos() -> ScriptedFactory {
        let module = ScriptedFactory()
        module.script = { module, context in
            for _ in 0..<TypeBuckets.qualifierTableThreshold {
                module.registerFactory(
                    FriendInfoViewModel.self,
                    resolver: { FriendInfoViewModel(context.resolve(AccountService.self, qualifier: ""), payload: $0) },
                    qualifier: "x"
                ).link(FriendInfo.self)
            }
            module.register(AccountService.self, resolver: { AccountService() }, qualifier: "")
            for name in ["x", "y", "x", ""] {
                module.register(PlainInfo.self, resolver: { PlainInfo(name + "?") }, qualifier: name)
                    .link(FriendInfo.self)
            }
        }
        return module
    }

    @Test func aTypeManyEntriesReachAnswersTheSameThroughItsQualifierTable() {
        let questions = ["x", "y", "", "z"]
        let fresh = questions.map { AppContext().load(Self.manyInfos()).get(FriendInfo.self, qualifier: $0)?.userID }
        #expect(fresh == ["x?", "y?", "?", nil])
        let module = Self.manyInfos()
        let warmed = AppContext().load(module)
        _ = warmed.get([Logger].self)
        #expect(questions.map { warmed.get(FriendInfo.self, qualifier: $0)?.userID } == fresh)
        #expect(module.registrationList.isIndexed)
    }
}

import Deli
import Testing

/// A screen that asks for what it needs in its methods, long after it was built.
private final class FriendScreen: Inject {
    func open(_ userID: String) -> FriendInfoViewModel {
        Inject(FriendInfoViewModel.self, with: (userID: userID, cachedName: "Ann"))
    }

    func account() -> AccountService {
        Inject(AccountService.self)
    }
}

/// Built by `start()`: `Inject` in its property initialisers and in its `async` initialiser, after
/// a suspension, where no thread-local context is set.
private final class StartedScreen: Inject {
    let early = Inject(AccountService.self)
    let late: AccountService

    init() async {
        await Task.yield()
        late = Self.Inject(AccountService.self)
    }

    func account() -> AccountService {
        Inject(AccountService.self)
    }
}

/// Built by `start()` on a global actor.
@MainActor private final class StartedPanel: Inject {
    let accountName = Inject(AccountService.self).name

    init() async {}
}

/// `Inject` in a method, outside any resolution, reaches the context that built the object when
/// that context keeps it (a singleton, `always` or `weak` component), so an app or a test with its
/// own `AppContext` works as with the shared one. A prototype's methods inject from the shared
/// context, which `withContext` makes the test's own.
@Suite struct InjectContextTests {
    @Test(arguments: [Scope.singleton, .weak, .always])
    func aMethodOfAnObjectKeptByAnotherContextInjectsFromIt(scope: Scope) throws {
        let module = ModuleFactory()
        module.register(FriendScreen.self, resolver: { FriendScreen() }, scope: scope)
        let context = AppContext().load([AppFactory.self]).load(module)
        let screen = try #require(context.get(FriendScreen.self))
        #expect(screen.open("7").userID == "7")
        #expect(screen.account() === context.get(AccountService.self))
    }

    @Test func aPrototypesMethodInjectsFromTheSharedContext() throws {
        let module = ModuleFactory()
        module.register(FriendScreen.self, resolver: { FriendScreen() }, scope: .prototype)
        module.register(AccountService.self) { AccountService(name: "built") }
        let other = ModuleFactory()
        other.register(AccountService.self) { AccountService(name: "shared") }
        let context = AppContext().load(module)
        let screen = try #require(context.get(FriendScreen.self))
        let shared = AppContext().load(other)
        #expect(AppContext.withContext(shared) { screen.account().name } == "shared")
        #expect(AppContext.withContext(context) { screen.account().name } == "built")
    }

    @Test func twoContextsEachServeTheObjectsTheyBuilt() throws {
        let first = ModuleFactory()
        first.register(FriendScreen.self) { FriendScreen() }
        first.register(AccountService.self) { AccountService(name: "first") }
        let second = ModuleFactory()
        second.register(FriendScreen.self) { FriendScreen() }
        second.register(AccountService.self) { AccountService(name: "second") }
        let contexts = (AppContext().load(first), AppContext().load(second))
        let one = try #require(contexts.0.get(FriendScreen.self))
        let two = try #require(contexts.1.get(FriendScreen.self))
        #expect(one.account().name == "first")
        #expect(two.account().name == "second")
        withExtendedLifetime(contexts) {}
    }

    /// Components built by `start()` used to resolve from `AppContext.shared` (here another
    /// context, whose account is "shared"), not from the context that builds them.
    @Test func aComponentBuiltByStartInjectsFromTheContextThatBuildsIt() async throws {
        let module = ModuleFactory()
        module.register(AccountService.self) { AccountService(name: "own") }
        module.registerAsync(StartedScreen.self) { await StartedScreen() }
        module.registerAsync(StartedPanel.self) { @MainActor in await StartedPanel() }
        let other = ModuleFactory()
        other.register(AccountService.self) { AccountService(name: "shared") }
        let context = AppContext().load(module)
        let shared = AppContext().load(other)
        try await AppContext.withContext(shared) {
            try await context.start()
            let screen = try #require(context.get(StartedScreen.self))
            #expect(screen.early.name == "own" && screen.late.name == "own")
            // A method called later, outside any resolution, reaches the context that built it.
            #expect(screen.account().name == "own")
            #expect(await context.getOnMainActor(StartedPanel.self)?.accountName == "own")
        }
    }
}

import Testing

@testable import Deli

/// Main-actor components: built from main-actor code, reached from elsewhere with an async lookup,
/// and a clear message when a synchronous lookup is made off the main actor.
@Suite struct MainActorTests {
    @MainActor
    final class Screen {
        let title: String
        init(_ title: String) { self.title = title }
    }

    private static func context() -> AppContext {
        let context = AppContext()
        let module = ModuleFactory()
        module.register(Screen.self) { context.onMainActor(Screen.self) { Screen("Home") } }
        return context.load(module)
    }

    @MainActor
    @Test func aLookupFromMainActorCodeBuildsAtOnce() {
        let context = Self.context()
        #expect(context.get(Screen.self)?.title == "Home")
        #expect(context.get(Screen.self) === context.get(Screen.self))
    }

    @MainActor
    final class Splash: Lifecycle {
        private(set) var shown = false
        func start() async throws { shown = true }
    }

    /// `start()` is called from code that is not on the main actor; the module marked `Splash` as
    /// built there, so `start()` builds the lifecycle components on the main actor.
    @Test func startBuildsAMarkedLifecycleComponentOnTheMainActor() async throws {
        let context = AppContext()
        let module = ModuleFactory()
        module.register(Splash.self) { context.onMainActor(Splash.self) { Splash() } }.isolatedToMainActor()
        context.load(module)
        #expect(module.mainActorTypes == [ObjectIdentifier(Splash.self)])
        try await context.start()
        let splash = await context.getOnMainActor(Splash.self)
        #expect(await splash?.shown == true)
    }

    @Test func anAsyncLookupHopsToTheMainActor() async {
        let screen = await Self.context().getOnMainActor(Screen.self)
        #expect(screen?.title == "Home")
    }

    /// Not `Sendable`.
    final class Page: Payload {
        let number: Int
        init(with argument: Int) { number = argument }
    }

    @MainActor
    final class Reader: AutowiredFactory {
        let number: Int
        nonisolated required init(payload: Page) { number = payload.number }
        init(number: Int) { self.number = number }
    }

    /// The array and payload forms: the array used to be read as a type of its own (nil).
    @Test func anAsyncLookupHopsToTheMainActorForArraysAndFactories() async {
        let context = AppContext()
        let module = ModuleFactory()
        module.register(Screen.self) { context.onMainActor(Screen.self) { Screen("Home") } }
        module.register(
            Screen.self, resolver: { context.onMainActor(Screen.self) { Screen("Next") } }, qualifier: "next")
        module.registerFactory(
            Reader.self, payload: Page.self,
            resolver: { page in
                context.onMainActor(Reader.self, passing: page) { page in Reader(number: page.number) }
            })
        context.load(module)
        let screens = await context.getOnMainActor([Screen].self)
        #expect(screens.count == 2)
        #expect(await context.getOnMainActor(Reader.self, payload: Page(with: 3))?.number == 3)
    }

    /// Main-actor code may run on a worker thread once an `async` main (the test runner's) parked the
    /// main thread: no note is written there, while a detached task's thread is still told apart.
    @MainActor
    @Test func mainActorCodeIsNeverToldItIsOffTheMainThread() async {
        #expect(MainThread.mayRunMainActor)
        #expect(await Task.detached { MainThread.mayRunMainActor }.value == false)
    }

    @Test func aParkedMainThreadAndTheWorkersThatDrainTheMainQueueAreRecognised() {
        #expect(MainThread.isParked(wchan: "sigsuspend.isra.0"))
        #expect(!MainThread.isParked(wchan: "0") && !MainThread.isParked(wchan: "do_nanosleep"))
        #expect(MainThread.isMainQueueWorker(name: "-qos.overcommit\n"))
        #expect(!MainThread.isMainQueueWorker(name: "oot.default-qos\n"))
    }

    /// A synchronous lookup off the main actor stops the process (the concurrency runtime's executor
    /// check) instead of building a main-actor object on the wrong thread, after Deli said what to do.
    @Test func aSynchronousLookupOffTheMainActorStopsWithTheFix() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let context = AppContext()
            let module = ModuleFactory()
            module.register(Screen.self) { context.onMainActor(Screen.self) { Screen("Home") } }
            context.load(module)
            _ = await Task.detached { context.get(Screen.self) }.value
        }
        let expected =
            "Deli: 'Screen' is isolated to the main actor and is being built on a thread that is not the main "
            + "thread; if the process stops here (the main actor's executor check), ask for 'Screen' from "
            + "main-actor code, or use `await context.getOnMainActor(Screen.self)` from other code."
        let printed = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(printed.contains(expected))
    }

    /// A main-actor component the app wants built when its module loads.
    @MainActor
    final class Analytics {
        init(_ builds: Counter) { builds.increment() }
    }

    private static func alwaysModule(_ context: AppContext, _ builds: Counter) -> ModuleFactory {
        let module = ModuleFactory()
        module.register(
            Analytics.self, resolver: { context.onMainActor(Analytics.self) { Analytics(builds) } }, qualifier: "",
            scope: .always
        ).isolatedToMainActor()
        return module
    }

    /// A load off the main actor (a server's bootstrap, a parallel test) leaves a marked main-actor
    /// `always` component to its first lookup from main-actor code, instead of stopping the process.
    @Test func aLoadOffTheMainActorLeavesAMainActorAlwaysComponentToItsFirstLookup() async {
        let builds = Counter()
        let context = AppContext()
        await Task.detached { _ = context.load(Self.alwaysModule(context, builds)) }.value
        #expect(builds.value == 0)
        let analytics = await context.getOnMainActor(Analytics.self)
        #expect(analytics != nil)
        #expect(builds.value == 1)
    }

    @Test func startBuildsAMainActorAlwaysComponentThatALoadOffTheMainActorLeft() async throws {
        let builds = Counter()
        let context = AppContext()
        await Task.detached { _ = context.load(Self.alwaysModule(context, builds)) }.value
        try await context.start()
        #expect(builds.value == 1)
        _ = await context.getOnMainActor(Analytics.self)
        try await context.start()
        #expect(builds.value == 1)
    }

    @MainActor
    @Test func aLoadOnTheMainActorBuildsAMainActorAlwaysComponentAtOnce() {
        let builds = Counter()
        let context = AppContext()
        context.load(Self.alwaysModule(context, builds))
        #expect(builds.value == 1)
        #expect(context.get(Analytics.self) === context.get(Analytics.self))
        #expect(builds.value == 1)
    }
}

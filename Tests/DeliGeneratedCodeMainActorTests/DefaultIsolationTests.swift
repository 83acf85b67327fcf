import Deli
import Testing

/// The generated factory of a module whose declarations are main-actor isolated by default
/// (`-default-isolation MainActor`, as `.defaultIsolation(MainActor.self)` passes it), compiled
/// with that setting: the tests themselves are main-actor code unless they say otherwise.
@Suite struct DefaultIsolationTests {
    private func loaded() -> AppContext {
        let context = AppContext()
        context.load(AppFactory(), priority: .normal)
        return context
    }

    @Test func mainActorComponentsResolveFromMainActorCode() throws {
        let context = loaded()
        let greeter = try #require(context.get(Greeter.self))
        #expect(greeter.greet() == "console: hello")
        #expect(context.get((any Logger).self) === greeter.logger)
        #expect(context.get(Settings.self)?.title == "Settings")
        #expect(context.get(Inbox.self)?.logger === greeter.logger)
    }

    @Test func nestedTypesAreBuiltWithTheirOwnIsolation() {
        let context = loaded()
        #expect(context.get(Screens.Home.self) != nil)
        #expect(context.get(Workers.Upload.self) != nil)
        #expect(context.get(Workers.Sync.self) != nil)
        #expect(context.get(Workers.Cleanup.self) != nil)
    }

    /// A conformance isolated to the main actor is found from main-actor code.
    @Test func aMainActorComponentIsFoundThroughANonisolatedProtocolOnTheMainActor() {
        let context = loaded()
        #expect(context.get((any Store).self)?.name() == "memory")
        #expect(context.get([any Store].self).count == 1)
    }

    /// The payload is not `Sendable`: the resolver used to send it into a main-actor closure, which
    /// did not compile.
    @Test func mainActorFactoriesAreBuiltFromPayloadsThatAreNotSendable() throws {
        let context = loaded()
        let model = try #require(context.get(ItemModel.self, payload: ItemPayload(with: (id: 3, name: "a"))))
        #expect(model.id == 3 && model.logger.log("x") == "console: x")
        let screen = try #require(context.get(ItemScreen.self, payload: ItemPayload(with: (id: 4, name: "b"))))
        #expect(screen.id == 4 && screen.logger === model.logger)
    }

    @Test func startRunsTheHooksOfMainActorComponents() async throws {
        let context = loaded()
        try await context.start()
        #expect(context.get(Session.self)?.isOpen == true)
    }

    /// Nonisolated components, an actor, and a nonisolated initialiser are built from any code.
    @Test func exemptComponentsAreBuiltOffTheMainActor() async throws {
        let context = loaded()
        let found = await Task.detached {
            let counter = context.get(Counter.self)
            let model = context.get(DetailModel.self, payload: DetailRequest(with: 7))
            let workers = context.get(Workers.Sync.self) != nil && context.get(Workers.Cleanup.self) != nil
            return (
                context.get(Clock.self)?.now, context.get(Formatter.self)?.now, model?.id, await counter?.increment(),
                workers
            )
        }.value
        #expect(found.0 == 42 && found.1 == 42 && found.2 == 49 && found.3 == 1 && found.4)
    }

    @Test func aMainActorComponentIsReachedFromElsewhereWithAnAsyncLookup() async throws {
        let context = loaded()
        let greeter = await Task.detached { await context.getOnMainActor(Greeter.self) }.value
        #expect(greeter?.greet() == "console: hello")
    }
}

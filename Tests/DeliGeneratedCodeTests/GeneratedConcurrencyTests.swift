import Deli
import Testing

/// The reference factory's concurrency: main-actor components, an actor, and the components
/// `start()` builds, compiled in Swift 6 mode.
@Suite struct GeneratedConcurrencyTests {
    private func startedContext() async throws -> AppContext {
        let context = AppContext()
        context.load(FixtureFactory(), priority: .normal)
        try await context.start()
        return context
    }

    @MainActor
    @Test func mainActorComponentsResolveSynchronouslyFromMainActorCode() throws {
        let context = AppContext()
        context.load(FixtureFactory(), priority: .normal)
        let home = try #require(context.get(HomeViewModel.self))
        #expect(home.clock.now == 42 && home.title == "Home")
        #expect(context.get(SettingsScreen.self)?.name == "Settings")
        #expect(context.get(BaseScreen.self) === context.get(SettingsScreen.self))
        #expect(context.get(Inbox.self)?.clock?.now == 42)
    }

    @Test func mainActorComponentsAreReachedFromElsewhereWithAnAsyncLookup() async throws {
        let context = AppContext()
        context.load(FixtureFactory(), priority: .normal)
        let home = try #require(await context.getOnMainActor(HomeViewModel.self))
        #expect(await home.title == "Home")
    }

    @Test func anActorComponentIsBuiltAndUsedAcrossTasks() async throws {
        let context = try await startedContext()
        let counter = try #require(context.get(Counter.self))
        await withTaskGroup(of: Int.self) { group in
            for _ in 0..<10 { group.addTask { await counter.increment() } }
        }
        #expect(await counter.value == 10)
    }

    @Test func anActorFactoryIsBuiltFromItsPayloadOnEveryRequest() async throws {
        let context = try await startedContext()
        let first = try #require(context.get(Ticket.self, payload: TicketRequest(with: (seat: 3, ()))))
        let second = try #require(context.get(Ticket.self, payload: TicketRequest(with: (seat: 4, ()))))
        #expect(first !== second && first.seat == 3 && second.seat == 4)
        #expect(first.counter === context.get(Counter.self))
        _ = await first.use()
        let (firstUsed, secondUsed) = (await first.isUsed, await second.isUsed)
        #expect(firstUsed && !secondUsed)
    }

    @Test func startBuildsAsyncAndThrowingComponentsThenLookupsReturnThem() async throws {
        let context = try await startedContext()
        let auditor = try #require(context.get(Auditor.self))
        #expect(auditor.stock.warehouse.items == ["bolt", "nut"])
        #expect(auditor.ledger.entries == 3)
        #expect(context.get(StockService.self)?.warehouse === context.get(Warehouse.self))
        #expect(context.get(Ledger.self) === auditor.ledger)
    }

    /// Called from code that is not on the main actor: building the window there would stop the process.
    @Test func startBuildsAMainActorLifecycleComponentOnTheMainActor() async throws {
        let context = try await startedContext()
        let window = await context.getOnMainActor(StatusWindow.self)
        #expect(await window?.isOpen == true)
    }

    @Test func aMainActorFactoryWithANonisolatedInitialiserIsBuiltFromAnyCode() throws {
        let context = AppContext()
        context.load(FixtureFactory(), priority: .normal)
        let model = try #require(context.get(DetailViewModel.self, payload: DetailRequest(with: (id: 4, ()))))
        #expect(model.id == 4 && model.clock.now == 42)
    }

    /// Built with the payload by its `nonisolated` initialiser, injected on the main actor.
    @MainActor @Test func aLazyMainActorFactoryIsBuiltWithItsPayloadAndInjectedOnTheMainActor() throws {
        let context = AppContext()
        context.load(FixtureFactory(), priority: .normal)
        let screen = try #require(context.get(DetailScreen.self, payload: DetailRequest(with: (id: 7, ()))))
        #expect(screen.id == 7 && screen.clock?.now == 42)
    }

    /// Conformances isolated to the main actor (`@MainActor AutowiredFactory`): the factory used to
    /// not compile, neither the registration (the nonisolated `load` used the conformance) nor the
    /// resolver (it sent the payload, not `Sendable`, into a main-actor closure).
    @MainActor @Test func mainActorFactoriesWithIsolatedConformancesAreBuiltFromTheirPayloads() throws {
        let context = AppContext()
        context.load(FixtureFactory(), priority: .normal)
        let model = try #require(context.get(InvoiceViewModel.self, payload: DetailRequest(with: (id: 5, ()))))
        #expect(model.id == 5 && model.clock.now == 42)
        let screen = try #require(context.get(InvoiceScreen.self, payload: DetailRequest(with: (id: 6, ()))))
        #expect(screen.id == 6 && screen.clock?.now == 42)
        #expect(context.get([InvoiceViewModel].self, payload: DetailRequest(with: (id: 8, ()))).first?.id == 8)
    }

    @Test func startBuildsGlobalActorComponentsWithSynchronousInitialisers() async throws {
        let context = try await startedContext()
        let vault = try #require(context.get(Vault.self))
        #expect(vault.pages == 12)
        let theme = await context.getOnMainActor(Theme.self)
        #expect(theme?.name == "dark")
    }

    /// The router's resolver awaits both qualified stores: it used to resolve the array before
    /// `start()` had built them, which stopped the process.
    @Test func startBuildsEveryElementOfAnArrayBeforeTheComponentThatTakesIt() async throws {
        let context = try await startedContext()
        let router = try #require(context.get(StoreRouter.self))
        #expect(router.stores.count == 2)
        #expect(router.stores.contains { $0 === context.get(PrimaryStore.self) })
    }

    /// The member of a main-actor Configuration is read on the main actor.
    @MainActor @Test func aMainActorConfigurationsMemberIsBuiltOnTheMainActor() throws {
        let context = AppContext()
        context.load(FixtureFactory(), priority: .normal)
        #expect(context.get(Palette.self)?.name == "dark")
    }
}

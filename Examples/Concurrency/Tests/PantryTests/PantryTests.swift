import Deli
import Pantry
import Testing

/// The factory the plugin generated, resolved the way the app does.
@Suite struct PantryTests {
    @MainActor
    @Test func startBuildsTheAsyncAndThrowingComponentsThenTheViewModelResolves() async throws {
        let context = AppContext().load([DeliFactory.self])
        try await context.start()
        let shelf = try #require(context.get(ShelfViewModel.self))
        #expect(shelf.rows == ["flour: 240 cents", "rice: 1250 cents", "salt: 40 cents"])
        #expect(shelf.greeting == "Good morning")
        #expect(context.get(RecipesScreen.self)?.title == "Recipes")
    }

    @Test func theViewModelIsReachedFromOtherTasksWithAnAsyncLookup() async throws {
        let context = AppContext().load([DeliFactory.self])
        try await context.start()
        let shelf = try #require(await context.getOnMainActor(ShelfViewModel.self))
        #expect(await shelf.rows.count == 3)
    }

    @Test func theActorIsSharedByConcurrentTasks() async throws {
        let context = AppContext().load([DeliFactory.self])
        let counter = try #require(context.get(OrderCounter.self))
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<20 { group.addTask { _ = await counter.next() } }
        }
        #expect(await counter.next() == 21)
    }
}

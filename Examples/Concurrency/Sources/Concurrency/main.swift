import Deli
import Pantry

// Top-level code runs on the main actor, so main-actor components resolve synchronously here.
let context = AppContext.shared.load([DeliFactory.self])
try await context.start()  // builds PantryDatabase (async throws) and PriceList (throws)

let shelf = context.get(ShelfViewModel.self)!
print("\(shelf.greeting) from \(context.get(RecipesScreen.self)!.title)")
for row in shelf.rows { print(row) }

let counter = context.get(OrderCounter.self)!
await withTaskGroup(of: Void.self) { group in
    for _ in 0..<3 { group.addTask { _ = await counter.next() } }
}
print("orders counted across tasks: \(await counter.next() - 1)")
try await context.shutdown()

import Deli
import Dispatch
import Foundation

// A bounded runtime stress run for ThreadSanitizer (see Scripts/stress-tsan.sh): rounds of
// threads × resolves, concurrent first lookups after a load, loads and unloads while other
// threads resolve, per-thread override contexts copied from a changing base, concurrent start() calls
// with lookups, and main-actor lookups from other tasks, until the time is up. Any failed expectation exits with 1; ThreadSanitizer
// exits with its own code on the first report.

final class Beta: Sendable {}
final class Alpha: Sendable {
    let beta: Beta
    init(_ beta: Beta) { self.beta = beta }
}
final class Leaf: Sendable {}

/// A thread-safe counter of constructions.
final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

func expect(_ condition: Bool, _ message: String) {
    guard condition else {
        FileHandle.standardError.write(Data("stress: \(message)\n".utf8))
        exit(1)
    }
}

/// 8 threads resolve singletons, a weak and a prototype across two modules; each singleton is
/// built once.
func resolveRound() {
    let context = AppContext()
    let alphas = Tally()
    let betas = Tally()
    let one = ModuleFactory()
    let two = ModuleFactory()
    one.register(Alpha.self) {
        alphas.increment()
        return Alpha(context.resolve(Beta.self, qualifier: ""))
    }
    two.register(Beta.self) {
        betas.increment()
        return Beta()
    }
    two.register(Leaf.self, resolver: { Leaf() }, scope: .weak)
    context.load(one).load(two, priority: .high)
    DispatchQueue.concurrentPerform(iterations: 8) { worker in
        for step in 0..<200 {
            if (worker + step) % 2 == 0 { _ = context.get(Alpha.self) } else { _ = context.get(Leaf.self) }
        }
    }
    expect(alphas.value == 1 && betas.value == 1, "a singleton was built more than once")
}

/// Many registrations become objects on their first lookup, from 8 threads at once.
func firstLookupRound() {
    let context = AppContext()
    let built = Tally()
    let factory = ModuleFactory()
    let qualifiers = (0..<64).map { "leaf\($0)" }
    for qualifier in qualifiers {
        factory.register(
            Leaf.self,
            resolver: {
                built.increment()
                return Leaf()
            }, qualifier: qualifier)
    }
    context.load(factory)
    DispatchQueue.concurrentPerform(iterations: 8) { worker in
        for step in 0..<64 {
            _ = context.get(Leaf.self, qualifier: qualifiers[(worker * 7 + step) % qualifiers.count])
        }
    }
    expect(built.value == qualifiers.count, "a first lookup built a singleton twice")
}

/// One thread loads and unloads a module while 7 others resolve from it and from a stable one.
func loadUnloadRound() {
    let context = AppContext()
    let stable = ModuleFactory()
    stable.register(Beta.self) { Beta() }
    context.load(stable)
    DispatchQueue.concurrentPerform(iterations: 8) { worker in
        guard worker == 0 else {
            for _ in 0..<300 {
                expect(context.get(Beta.self) != nil, "the stable module lost its singleton")
                _ = context.get(Alpha.self)
            }
            return
        }
        for _ in 0..<50 {
            let module = ModuleFactory()
            module.register(Alpha.self) { Alpha(context.resolve(Beta.self, qualifier: "")) }
            context.load(module, priority: .high)
            _ = context.get(Alpha.self)
            context.unload(module)
        }
    }
}

/// 7 threads each copy one base context with their own `.high` mock (`withOverrides`) and resolve
/// through `AppContext.shared` inside it, while one thread loads and unloads a module of the base.
func overrideRound() {
    let base = AppContext()
    let stable = ModuleFactory()
    stable.register(Beta.self) { Beta() }
    base.load(stable)
    DispatchQueue.concurrentPerform(iterations: 8) { worker in
        guard worker == 0 else {
            for _ in 0..<40 {
                let mine = Beta()
                base.withOverrides { copy in
                    let mock = ModuleFactory()
                    mock.register(Beta.self) { mine }
                    copy.load(mock, priority: .high)
                } operation: {
                    expect(AppContext.shared.get(Beta.self) === mine, "a test saw another test's mock")
                    expect(AppContext.shared !== base, "withOverrides ran in the base context")
                }
            }
            return
        }
        for _ in 0..<40 {
            let module = ModuleFactory()
            module.register(Alpha.self) { Alpha(AppContext.current.resolve(Beta.self, qualifier: "")) }
            base.load(module)
            _ = base.get(Alpha.self)
            base.unload(module)
        }
    }
}

/// 8 tasks call `start()` at once and then resolve a component that needs the started one; the
/// started component is built once.
func startRound() async {
    let context = AppContext()
    let module = ModuleFactory()
    let builds = Tally()
    module.registerAsync(Beta.self) {
        await Task.yield()
        builds.increment()
        return Beta()
    }
    module.register(Alpha.self) { Alpha(context.resolve(Beta.self, qualifier: "")) }
    context.load(module)
    await withTaskGroup(of: Void.self) { group in
        for _ in 0..<8 {
            group.addTask {
                do { try await context.start() } catch { expect(false, "start() failed: \(error)") }
                expect(context.get(Alpha.self)?.beta === context.get(Beta.self), "a lookup after start() failed")
            }
        }
    }
    expect(builds.value == 1, "a started component was built \(builds.value) times")
}

@MainActor final class Screen {
    let index: Int
    init(_ index: Int) { self.index = index }
}

/// 8 tasks look up main-actor components (a singleton and a prototype) with `getOnMainActor`
/// while the main actor looks them up directly.
@MainActor func mainActorRound() async {
    let context = AppContext()
    let module = ModuleFactory()
    let builds = Tally()
    module.register(
        Screen.self,
        resolver: {
            context.onMainActor(Screen.self) {
                builds.increment()
                return Screen(1)
            }
        }, qualifier: "", scope: .singleton)
    module.register(
        Screen.self, resolver: { context.onMainActor(Screen.self) { Screen(2) } }, qualifier: "new", scope: .prototype)
    context.load(module)
    await withTaskGroup(of: Void.self) { group in
        for _ in 0..<8 {
            group.addTask {
                let shared = await context.getOnMainActor(Screen.self)
                let fresh = await context.getOnMainActor(Screen.self, qualifier: "new")
                expect(shared != nil && fresh != nil, "a main-actor lookup failed")
            }
        }
        for _ in 0..<8 { expect(context.get(Screen.self)?.index == 1, "the main actor's lookup failed") }
    }
    expect(builds.value == 1, "a main-actor singleton was built \(builds.value) times")
}

let seconds = Double(ProcessInfo.processInfo.environment["DELI_STRESS_SECONDS"] ?? "") ?? 20
let deadline = Date().addingTimeInterval(seconds)
var rounds = 0
repeat {
    resolveRound()
    firstLookupRound()
    loadUnloadRound()
    overrideRound()
    await startRound()
    await mainActorRound()
    rounds += 1
} while Date() < deadline
print(
    "stress: \(rounds) rounds of resolve, first-lookup, load/unload, override, start and main-actor stress in \(Int(seconds)) s"
)

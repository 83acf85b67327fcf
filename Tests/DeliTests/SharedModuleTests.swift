import Deli
import Testing

/// One module instance loaded into several contexts (one mock module used by many tests, each in
/// its own context): every context builds and keeps its own singletons.
@Suite struct SharedModuleTests {
    final class Gateway: @unchecked Sendable {
        let uses = Counter()
    }

    /// Hands a module to concurrent tasks (the runtime guards it).
    struct Shared: @unchecked Sendable {
        let module: ModuleFactory
    }

    private static func mocks() -> ModuleFactory {
        let mocks = ModuleFactory()
        mocks.register(Gateway.self) { Gateway() }
        return mocks
    }

    @Test func twoContextsLoadingOneModuleEachHaveTheirOwnSingleton() {
        let mocks = Self.mocks()
        let first = AppContext().load(mocks, priority: .high)
        let second = AppContext().load(mocks, priority: .high)
        let firstGateway = first.get(Gateway.self)
        #expect(firstGateway != nil && firstGateway === first.get(Gateway.self))
        #expect(second.get(Gateway.self) !== firstGateway)
    }

    @Test func unloadingTheModuleFromOneContextLeavesTheOtherAlone() {
        let mocks = Self.mocks()
        let first = AppContext().load(mocks)
        let second = AppContext().load(mocks)
        let kept = second.get(Gateway.self)
        _ = first.get(Gateway.self)
        first.unload(mocks)
        #expect(first.get(Gateway.self) == nil)
        #expect(second.get(withoutResolve: Gateway.self) === kept)
        second.unload(mocks)
        #expect(second.get(Gateway.self) == nil)
        #expect(AppContext().load(mocks).get(Gateway.self) != nil)
    }

    @Test func aContextThatIsGoneLeavesNoInstanceInTheModule() {
        let mocks = Self.mocks()
        var first: Gateway?
        do {
            let context = AppContext().load(mocks)
            first = context.get(Gateway.self)
        }
        #expect(first != nil)
        #expect(AppContext().load(mocks).get(Gateway.self) !== first)
    }

    /// Forty tests at once, each loading the same mock module through `withOverrides`.
    @Test func parallelOverridesOfOneModuleAreIsolated() async {
        let shared = Shared(module: Self.mocks())
        let uses = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<40 {
                group.addTask {
                    await AppContext().withOverrides {
                        $0.load(shared.module, priority: .high)
                    } operation: {
                        let gateway = AppContext.shared.get(Gateway.self)!
                        gateway.uses.increment()
                        try? await Task.sleep(for: .milliseconds(5))
                        return gateway.uses.value
                    }
                }
            }
            return await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(uses == Array(repeating: 1, count: 40))
    }
}

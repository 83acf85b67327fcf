import Deli
import Testing

/// Lookups that cannot succeed and the failure messages: exact text, checked in a child process.
@Suite struct FailureMessageTests {
    private static func stderr(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func nonLazyCycleStopsWithTheChain() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let module = ModuleFactory()
            let context = AppContext()
            module.register(CycleA.self) { CycleA(context.resolve(CycleB.self, qualifier: "")) }
            module.register(CycleB.self) { CycleB(context.resolve(CycleC.self, qualifier: "")) }
            module.register(CycleC.self) { CycleC(context.resolve(CycleA.self, qualifier: "")) }
            _ = context.load(module).get(CycleA.self)
        }
        let expected = """
            Deli: circular dependency CycleA -> CycleB -> CycleC -> CycleA.
            Modules searched, in order: ModuleFactory (priority 500).
            Fix: make one type of the cycle LazyAutowired (init() plus inject(...) taking the dependency that \
            closes the cycle), so it is created before its dependencies are injected.
            """
        #expect(Self.stderr(result).contains(expected))
    }

    @Test func missingObjectNamesTypeQualifierModulesAndFix() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let mock = ModuleFactory()
            mock.register(AccountService.self) { AccountService() }
            let context = AppContext().load([AppFactory.self]).load(mock, priority: .high)
            _ = context.resolve(Logger.self, qualifier: "storage")
        }
        let expected = """
            Deli: cannot resolve 'Logger' (qualifier "storage"): nothing is registered for it.
            Modules searched, in order: ModuleFactory (priority 1000), AppFactory (priority 500).
            Registered for 'Logger': no qualifier, "file".
            Fix: register 'Logger' with qualifier "storage" (a Component, Autowired, LazyAutowired or Configuration \
            member), link an implementation to it, or load the module that provides it.
            """
        #expect(Self.stderr(result).contains(expected))
    }

    enum Orders { final class DeliFactory: ModuleFactory {} }
    enum Billing { final class DeliFactory: ModuleFactory {} }

    /// Every target's factory is `DeliFactory`: the list names their modules.
    @Test func modulesOfOneClassNameAreListedWithTheirModule() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let context = AppContext().load(Orders.DeliFactory(), priority: .high).load(Billing.DeliFactory())
            _ = context.resolve(Logger.self, qualifier: "")
        }
        let expected =
            "Modules searched, in order: DeliTests.FailureMessageTests.Orders.DeliFactory (priority 1000), "
            + "DeliTests.FailureMessageTests.Billing.DeliFactory (priority 500)."
        #expect(Self.stderr(result).contains(expected))
    }

    @Test func missingObjectThroughInjectInAnEmptyContext() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Reporter()
        }
        let expected = """
            Deli: cannot resolve 'Logger' (no qualifier): nothing is registered for it.
            Modules searched, in order: none (no module is loaded).
            Fix: register 'Logger' with no qualifier (a Component, Autowired, LazyAutowired or Configuration \
            member), link an implementation to it, or load the module that provides it.
            """
        #expect(Self.stderr(result).contains(expected))
    }

    @Test func missingPropertyNamesPathTypeModulesAndFix() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let context = AppContext().load([AppFactory.self])
            _ = context.resolveProperty("server.timeout", type: Int.self)
        }
        let expected = """
            Deli: property "server.timeout" (Int) is missing.
            Modules searched, in order: AppFactory (priority 500).
            Fix: add "server.timeout" to the property files of the selected profile and run `deli build` again, \
            or call AppContext.loadProperty(_:) before resolving.
            """
        #expect(Self.stderr(result).contains(expected))
    }

    @Test func unconvertiblePropertyNamesTheValue() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let context = AppContext().load([AppFactory.self])
            _ = context.resolveProperty("server.url", type: Bool.self)
        }
        let expected = """
            Deli: property "server.url" is https://dev.example.com, which is not a valid Bool.
            Modules searched, in order: AppFactory (priority 500).
            Fix: change the value of "server.url" in the property files to a valid Bool.
            """
        #expect(Self.stderr(result).contains(expected))
    }

    @Test func malformedPropertyPath() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = AppContext().resolveProperty("server..url", type: String.self)
        }
        let expected = """
            Deli: property path "server..url" is malformed.
            Modules searched, in order: none (no module is loaded).
            Fix: write the path as a.b, a[0], a['k'] or a["k"] (or a mix of them).
            """
        #expect(Self.stderr(result).contains(expected))
    }

    @Test func factoryAskedWithoutPayloadExplainsIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = AppContext().load([AppFactory.self]).resolve(FriendInfoViewModel.self, qualifier: "")
        }
        let expected = """
            'FriendInfoViewModel' is a factory: ask for it with a payload, e.g. Inject(FriendInfoViewModel.self, with: ...).
            """
        #expect(Self.stderr(result).contains(expected))
    }
}

final class CycleA {
    let next: CycleB
    init(_ next: CycleB) { self.next = next }
}

final class CycleB {
    let next: CycleC
    init(_ next: CycleC) { self.next = next }
}

final class CycleC {
    let next: CycleA
    init(_ next: CycleA) { self.next = next }
}

final class LazyPing: LazyAutowired {
    var pong: LazyPong?
    required init() {}
    func inject(_ pong: LazyPong) { self.pong = pong }
}

final class LazyPong: LazyAutowired {
    var ping: LazyPing?
    required init() {}
    func inject(_ ping: LazyPing) { self.ping = ping }
}

extension FailureMessageTests {
    @Test func lazyPrototypesFeedingEachOtherStop() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let module = ModuleFactory()
            let context = AppContext()
            module.registerLazy(
                LazyPing.self, resolver: { LazyPing() },
                injector: { $0.inject(context.resolve(LazyPong.self, qualifier: "")) }, scope: .prototype)
            module.registerLazy(
                LazyPong.self, resolver: { LazyPong() },
                injector: { $0.inject(context.resolve(LazyPing.self, qualifier: "")) }, scope: .prototype)
            _ = context.load(module).get(LazyPing.self)
        }
        let expected = """
            Deli: lazy injection of 'LazyPing' did not settle after 100000 injections: lazy prototypes keep \
            creating each other.
            Modules searched, in order: ModuleFactory (priority 500).
            Fix: give one type of the cycle the scope .singleton, so the cycle closes on an existing object.
            """
        #expect(Self.stderr(result).contains(expected))
    }
}

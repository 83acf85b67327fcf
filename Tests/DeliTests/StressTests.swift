import Deli
import Dispatch
import Testing

/// Concurrent resolution. Run under TSan with
/// `swift test --sanitize=thread --filter Stress`.
@Suite struct StressTests {
    final class Alpha {
        let beta: Beta
        init(_ beta: Beta) { self.beta = beta }
    }
    final class Beta {}
    final class Gamma {
        let alpha: Alpha
        init(_ alpha: Alpha) { self.alpha = alpha }
    }
    final class Held: Sendable {}
    final class Fresh {
        let gamma: Gamma
        init(_ gamma: Gamma) { self.gamma = gamma }
    }

    @Test func singletonsAreBuiltOnceUnderConcurrentResolution() {
        let context = AppContext()
        let counts = (alpha: Counter(), beta: Counter(), gamma: Counter(), fresh: Counter())
        let one = ModuleFactory()
        let two = ModuleFactory()
        one.register(Alpha.self) {
            counts.alpha.increment()
            return Alpha(context.resolve(Beta.self, qualifier: ""))
        }
        one.register(Held.self, resolver: { Held() }, scope: .weak)
        two.register(Beta.self) {
            counts.beta.increment()
            return Beta()
        }
        two.register(Gamma.self) {
            counts.gamma.increment()
            return Gamma(context.resolve(Alpha.self, qualifier: ""))
        }
        two.register(
            Fresh.self,
            resolver: {
                counts.fresh.increment()
                return Fresh(context.resolve(Gamma.self, qualifier: ""))
            }, scope: .prototype)
        context.load(one).load(two, priority: .high)
        let held = context.get(Held.self)
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for step in 0..<1_000 {
                switch (worker + step) % 4 {
                case 0: _ = context.get(Gamma.self)
                case 1: _ = context.get(Fresh.self)
                case 2: #expect(context.get(Held.self) === held)
                default: _ = context.get(Alpha.self)
                }
            }
        }
        #expect(counts.alpha.value == 1)
        #expect(counts.beta.value == 1)
        #expect(counts.gamma.value == 1)
        #expect(counts.fresh.value == 2_000)
    }

    @Test func concurrentLazyCycleIsInjectedOnceAndCompletely() {
        let context = AppContext().load([AppFactory.self])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<500 {
                let friends = context.get(FriendService.self)
                #expect(friends?.messages != nil)
            }
        }
        #expect(context.get(FriendService.self)?.injections == 1)
    }

    /// Registrations recorded while loading become objects on the first lookup, under the lock,
    /// while other threads resolve too.
    final class ManyFactory: ModuleFactory {
        static let qualifiers = (0..<200).map { "leaf\($0)" }
        static let counter = Counter()

        override func load(context: AppContext) {
            for qualifier in Self.qualifiers {
                register(
                    Beta.self,
                    resolver: {
                        Self.counter.increment()
                        return Beta()
                    }, qualifier: qualifier
                )
                .link(AnyObject.self)
            }
        }
    }

    @Test func concurrentFirstLookupsAfterALoadBuildEachSingletonOnce() {
        let before = ManyFactory.counter.value
        let context = AppContext().load([ManyFactory.self])
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for step in 0..<400 {
                let qualifier = ManyFactory.qualifiers[(worker * 37 + step) % ManyFactory.qualifiers.count]
                #expect(context.get(Beta.self, qualifier: qualifier) === context.get(Beta.self, qualifier: qualifier))
            }
        }
        #expect(ManyFactory.counter.value - before == ManyFactory.qualifiers.count)
        #expect(context.get([AnyObject].self).count == ManyFactory.qualifiers.count)
    }
}

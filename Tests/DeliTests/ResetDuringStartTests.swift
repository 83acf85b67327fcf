import Deli
import Synchronization
import Testing

/// `reset()` while `start()` is still building a component: the instance that build makes belongs
/// to the instances `reset()` dropped, so it is not kept, and that `start()` says so.
@Suite struct ResetDuringStartTests {
    final class Pool {
        let number: Int
        init(number: Int) { self.number = number }
    }

    /// Numbers the builds; the first one waits until `release` is signalled.
    final class Builds: Sendable {
        private let count = Mutex(0)
        let entered: AsyncStream<Void>.Continuation
        let release: AsyncStream<Void>

        init(entered: AsyncStream<Void>.Continuation, release: AsyncStream<Void>) {
            self.entered = entered
            self.release = release
        }

        func build() async -> Pool {
            let number = count.withLock { count in
                count += 1
                return count
            }
            if number == 1 {
                entered.yield()
                for await _ in release { break }
            }
            return Pool(number: number)
        }
    }

    @Test func aBuildOvertakenByResetKeepsNothingAndTheNextStartBuildsAgain() async throws {
        let (entered, enteredSignal) = AsyncStream.makeStream(of: Void.self)
        let (release, releaseSignal) = AsyncStream.makeStream(of: Void.self)
        let builds = Builds(entered: enteredSignal, release: release)
        let module = ModuleFactory()
        module.registerAsync(Pool.self) { await builds.build() }
        let context = AppContext().load(module)
        let first = Task { try await context.start() }
        for await _ in entered { break }
        context.reset()
        releaseSignal.yield()
        let error = await #expect(throws: ComponentBuildError.self) { try await first.value }
        #expect(error?.underlying is ResetDuringStart)
        #expect(
            error?.description
                == "Deli: could not build 'Pool': reset() dropped the instances while start() was building it; "
                + "call start() again")
        try await context.start()
        #expect(context.get(Pool.self)?.number == 2)
    }
}

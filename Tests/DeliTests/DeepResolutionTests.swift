import Deli
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A chain of prototypes, each built inside the resolver of the one before it, uses the stack of
/// the resolving thread. One deeper than the stack can hold stops with a message that names the
/// chain, instead of a crash without one; a deep chain that fits is built as before.
@Suite struct DeepResolutionTests {
    final class Link {
        let next: Link?
        init(next: Link?) { self.next = next }

        var length: Int {
            var count = 1
            var current = next
            while let link = current {
                count += 1
                current = link.next
            }
            return count
        }
    }

    /// `length` prototypes of `Link`, the one of qualifier `n` made with the one of `n + 1`.
    static func chain(_ length: Int) -> AppContext {
        let context = AppContext()
        let module = ModuleFactory()
        for index in 0..<length {
            let next = index + 1 < length ? "\(index + 1)" : nil
            module.register(
                Link.self,
                resolver: { Link(next: next.map { context.resolve(Link.self, qualifier: $0) }) },
                qualifier: "\(index)", scope: .prototype)
        }
        return context.load(module)
    }

    @Test func aDeepChainThatFitsIsBuilt() {
        #expect(Self.chain(2_000).get(Link.self, qualifier: "0")?.length == 2_000)
    }

    @Test func aChainDeeperThanTheStackStopsWithAMessage() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = DeepResolutionTests.chain(100_000).get(Link.self, qualifier: "0")
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains("Deli: building 'Link' (qualifier \"0\") nests "))
        #expect(message.contains(" builds, down to 'Link' (qualifier \""))
        #expect(message.contains("), and the thread's stack is nearly used up ("))
        #expect(message.contains("Fix: shorten the chain of components made inside each other's initialisers"))
    }

    /// A thread with a smaller stack stops sooner, with the size of its own stack in the message.
    @Test func aThreadWithASmallStackStopsWithItsOwnSize() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let thread = Thread { _ = DeepResolutionTests.chain(100_000).get(Link.self, qualifier: "0") }
            thread.stackSize = 1 << 20
            thread.start()
            while true { sleep(1) }
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains(" KB left of 1024 KB)."))
    }
}

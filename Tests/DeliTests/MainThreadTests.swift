import Foundation
import Synchronization
import Testing

@testable import Deli

/// The main actor is told from other threads also while signals keep waking the main thread (each
/// child process that ends sends one): a load on the main actor then still builds its main-actor
/// `always` components at once.
@Suite struct MainThreadTests {
    #if os(Linux)
        @Test func theMainActorIsRecognisedWhileChildProcessesEnd() async throws {
            let stop = Atomic(false)
            let spawner = Thread {
                while !stop.load(ordering: .relaxed) {
                    let child = Process()
                    child.executableURL = URL(fileURLWithPath: "/bin/true")
                    guard (try? child.run()) != nil else { return }
                    child.waitUntilExit()
                }
            }
            spawner.start()
            defer { stop.store(true, ordering: .relaxed) }
            var missed = 0
            for _ in 0..<5000 where !(await MainActor.run { MainThread.mayRunMainActor }) {
                missed += 1
            }
            #expect(missed == 0)
        }
    #endif

    @Test func theMainQueueIsWhereTheMainActorRunsAndNowhereElse() async {
        #expect(await MainActor.run { MainQueue.isCurrent })
        #expect(await !Task.detached { MainQueue.isCurrent }.value)
        #expect(await !Task.detached { MainThread.mayRunMainActor }.value)
    }
}

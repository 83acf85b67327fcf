import Synchronization
import Testing

@testable import DeliKit

@Suite struct LastAnswerMemoTests {
    @Test func anEqualInputGetsTheLastAnswerAndAnyOtherIsComputed() {
        let calls = Mutex(0)
        let memo = LastAnswerMemo<[String], Int> { paths in
            calls.withLock { $0 += 1 }
            return paths.joined().count
        }
        let paths = ["Sources/A.swift", "Sources/B.swift"]
        #expect(memo(paths) == 30)
        #expect(memo(paths) == 30 && memo(paths.map { String($0) }) == 30)
        #expect(calls.withLock { $0 } == 1)
        #expect(memo(["Sources/A.swift"]) == 15)
        #expect(memo(paths) == 30)
        #expect(calls.withLock { $0 } == 3)
    }

    @Test func theStartingNamesAreTheSameWhetherKeptOrComputed() {
        let known: Set<String> = ["Clock", "Store"]
        let first = ScanRounds.startingNames(from: known)
        #expect(first.names == known.union(ProjectScanner.seedNames))
        let other = ScanRounds.startingNames(from: ["Queue"])
        #expect(other.names == Set(["Queue"]).union(ProjectScanner.seedNames))
        let again = ScanRounds.startingNames(from: Set(["Store", "Clock"]))
        #expect(again.names == first.names && again.fingerprints.contains(IdentifierFingerprint.of("Clock")))
    }

    @Test func theSourcesKeyIsTheSameWhetherKeptOrComputed() {
        let paths = ["App/A.swift", "App/B.swift"]
        let first = BuildRecord.sourcesKey(paths)
        #expect(BuildRecord.sourcesKey(["App/A.swift"]) != first)
        #expect(BuildRecord.sourcesKey(paths) == first)
        #expect(first == ContentHash(bytes: Array("App/A.swift\nApp/B.swift".utf8)))
    }
}

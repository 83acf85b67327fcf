import Testing

@testable import DeliKit

/// The source lists kept between runs of one process answer exactly what making them again would.
@Suite struct PathListMemoTests {
    @Test func aListEqualToTheLastIsAnsweredWithTheLastJoinedList() {
        let memo = PathListMemo()
        let walked = ["A.swift", "notes.md", "Deep/B.swift"]
        let first = memo.joined(walked, to: "Sources/App", swiftOnly: true)
        #expect(first == ["Sources/App/A.swift", "Sources/App/Deep/B.swift"])
        // An equal list in other storage: the same answer, the same strings.
        let again = memo.joined(walked.map { String($0) }, to: "Sources/App", swiftOnly: true)
        #expect(again == first)
        #expect(memo.joined(walked, to: "Sources/App", swiftOnly: false).count == 3)
        #expect(memo.joined(walked, to: ".", swiftOnly: true) == ["A.swift", "Deep/B.swift"])
    }

    @Test func aChangedListOrFolderIsJoinedAgain() {
        let memo = PathListMemo()
        _ = memo.joined(["A.swift", "B.swift"], to: "Sources/App", swiftOnly: true)
        #expect(
            memo.joined(["A.swift", "C.swift"], to: "Sources/App", swiftOnly: true) == [
                "Sources/App/A.swift", "Sources/App/C.swift",
            ])
        #expect(memo.joined(["A.swift"], to: "Sources/App", swiftOnly: true) == ["Sources/App/A.swift"])
        #expect(memo.joined(["A.swift"], to: "Sources/Lib", swiftOnly: true) == ["Sources/Lib/A.swift"])
        #expect(memo.joined(["../A.swift"], to: "Sources/Lib", swiftOnly: true) == ["Sources/A.swift"])
    }

    @Test func pastItsCapacityTheMemoStartsAfreshAndStillAnswers() {
        let memo = PathListMemo()
        for index in 0...PathListMemo.capacity {
            #expect(memo.joined(["A.swift"], to: "F\(index)", swiftOnly: true) == ["F\(index)/A.swift"])
        }
        #expect(memo.joined(["A.swift"], to: "F0", swiftOnly: true) == ["F0/A.swift"])
    }

    @Test func aTargetsOutputIsLeftOutOfItsSourcesAndTheListIsKept() {
        let memo = PathListMemo()
        let found = ["App/A.swift", "App/DeliFactory.swift", "App/B.swift"]
        let sources = memo.removing("App/DeliFactory.swift", from: found)
        #expect(sources == ["App/A.swift", "App/B.swift"])
        // The same list again (in other storage too) is answered with the kept list.
        let again = memo.removing("App/DeliFactory.swift", from: found.map { String($0) })
        #expect(again.withUnsafeBufferPointer(\.baseAddress) == sources.withUnsafeBufferPointer(\.baseAddress))
        #expect(memo.removing("App/Other.swift", from: found) == found)
        let changed = ["App/A.swift", "App/DeliFactory.swift", "App/C.swift"]
        #expect(memo.removing("App/DeliFactory.swift", from: changed) == ["App/A.swift", "App/C.swift"])
        #expect(memo.removing("App/DeliFactory.swift", from: []) == [])
    }
}

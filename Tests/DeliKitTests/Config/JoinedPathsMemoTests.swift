import Testing

@testable import DeliKit

/// The source lists kept between runs of one process answer exactly what joining them again would.
@Suite struct JoinedPathsMemoTests {
    @Test func aListEqualToTheLastIsAnsweredWithTheLastJoinedList() {
        let memo = JoinedPathsMemo()
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
        let memo = JoinedPathsMemo()
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
        let memo = JoinedPathsMemo()
        for index in 0...JoinedPathsMemo.capacity {
            #expect(memo.joined(["A.swift"], to: "F\(index)", swiftOnly: true) == ["F\(index)/A.swift"])
        }
        #expect(memo.joined(["A.swift"], to: "F0", swiftOnly: true) == ["F0/A.swift"])
    }
}

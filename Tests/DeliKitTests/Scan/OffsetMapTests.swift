import Testing

@testable import DeliKit

/// A text with ranges cut out keeps, for every byte left, the offset it had.
@Suite struct OffsetMapTests {
    @Test func eachCutLeavesOneByteAndTheRestMapsBack() {
        let text = Array("ab(cut)cd\n(cut\nlines)ef".utf8)
        let first = 2..<7
        let second = 10..<21
        let compacted = OffsetMap.compacting(text, cutting: [first, second])
        #expect(String(decoding: compacted.bytes, as: UTF8.self) == "ab cd\n\nef")
        let expected = [0, 1, 2, 7, 8, 9, 10, 21, 22]
        #expect(compacted.bytes.indices.map(compacted.map.original) == expected)
    }

    @Test func cutsAtBothEndsAndNoCutsAtAll() {
        let text = Array("xxkeepyy".utf8)
        let compacted = OffsetMap.compacting(text, cutting: [0..<2, 6..<8])
        #expect(String(decoding: compacted.bytes, as: UTF8.self) == " keep ")
        #expect(compacted.bytes.indices.map(compacted.map.original) == [0, 2, 3, 4, 5, 6])
        let untouched = OffsetMap.compacting(text, cutting: [])
        #expect(untouched.bytes == text && untouched.map == .identity)
        #expect(OffsetMap.identity.original(41) == 41)
    }

    @Test func randomCutsMapEveryKeptByteToItself() {
        var random = SplitMix64(seed: 23)
        for _ in 0..<200 {
            let text = (0..<Int(random.next() % 80)).map { _ in UInt8(ascii: "a") + UInt8(random.next() % 26) }
            var ranges: [Range<Int>] = []
            var start = 0
            while start < text.count {
                let gap = Int(random.next() % 6)
                let length = 1 + Int(random.next() % 6)
                guard start + gap + length <= text.count else { break }
                ranges.append((start + gap)..<(start + gap + length))
                start += gap + length + 1
            }
            let compacted = OffsetMap.compacting(text, cutting: ranges)
            #expect(compacted.bytes.count == text.count - ranges.reduce(0) { $0 + $1.count } + ranges.count)
            // The text is letters only: a space is a cut's byte, and stands at the cut's start.
            for offset in compacted.bytes.indices {
                let original = compacted.map.original(offset)
                if compacted.bytes[offset] == 32 {
                    #expect(ranges.contains { $0.lowerBound == original })
                } else {
                    #expect(text[original] == compacted.bytes[offset])
                }
            }
        }
    }
}

/// Where each byte of a text with ranges cut out of it came from in the original text.
///
/// The compacted text is a series of runs, each a stretch of the original: the map keeps where each
/// run starts in both texts. A cut range leaves one byte in its place, a run of its own that points
/// at the range's start.
struct OffsetMap: Sendable, Equatable {
    /// Where each run starts in the compacted text, ascending, the first at 0.
    private var compactedStarts: [Int] = [0]
    /// Where each run starts in the original text.
    private var originalStarts: [Int] = [0]

    /// The map of a text nothing was cut out of.
    static let identity = OffsetMap()

    /// `bytes` with each of `ranges` (ascending, not overlapping) replaced by one byte: a line feed
    /// when the range holds a line break, so lines stay apart, a space otherwise. Returns the
    /// compacted bytes and their map.
    static func compacting(_ bytes: [UInt8], cutting ranges: [Range<Int>]) -> (bytes: [UInt8], map: OffsetMap) {
        var map = OffsetMap()
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var kept = 0
        for range in ranges {
            result.append(contentsOf: bytes[kept..<range.lowerBound])
            map.startRun(at: result.count, from: range.lowerBound)
            let breaksLine = bytes[range].contains { $0 == 10 || $0 == 13 }
            result.append(breaksLine ? 10 : 32)
            map.startRun(at: result.count, from: range.upperBound)
            kept = range.upperBound
        }
        result.append(contentsOf: bytes[kept...])
        return (result, map)
    }

    /// The offset in the original text of `offset` in the compacted one.
    func original(_ offset: Int) -> Int {
        var low = 0
        var high = compactedStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if compactedStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return originalStarts[low] + (offset - compactedStarts[low])
    }

    private mutating func startRun(at compacted: Int, from original: Int) {
        if compactedStarts.last == compacted {
            originalStarts[originalStarts.count - 1] = original
        } else {
            compactedStarts.append(compacted)
            originalStarts.append(original)
        }
    }
}

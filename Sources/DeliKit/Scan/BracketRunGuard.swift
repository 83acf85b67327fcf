/// Finds, before the file is parsed, runs of directly nested `[` (`[[[[…`, whitespace and comments
/// between them allowed) that would make parsing slow.
///
/// swift-syntax's parser looks ahead at every `[` for an inline array type (`[3 of Int]`), and each
/// look-ahead tries the next `[` both ways: the time doubles with every level (15 levels take about
/// a second, 20 levels half a minute), in types and in array literals alike. So one run may be at
/// most ``limit`` long, and the runs of a file together may cost at most ``budget``, a run of
/// length `n` ≥ 4 costing 2ⁿ (shorter ones cost nothing): many runs just below the limit are
/// bounded too. Real code stays far below both. Text inside string literals and comments is skipped.
struct BracketRunGuard {
    /// The longest run of directly nested `[` accepted.
    static let limit = 12
    /// The total cost of a file's runs accepted: sixteen runs at the limit.
    static let budget = 1 << 16

    let limit: Int
    let budget: Int

    init(limit: Int = Self.limit, budget: Int = Self.budget) {
        self.limit = limit
        self.budget = budget
    }

    /// The UTF-8 offset of the first `[` of the run that is longer than ``limit`` or that brings
    /// the cost past ``budget``, or nil.
    func firstLongRun(in text: String) -> Int? {
        var text = text
        guard text.withUTF8(Self.mayHoldRun) else { return nil }
        var scanner = SwiftTextScanner(bytes: Array(text.utf8))
        var (run, runStart, cost) = (0, 0, 0)
        while let (offset, byte) = scanner.nextCodeByte() {
            if byte == UInt8(ascii: "[") {
                if run == 0 { runStart = offset }
                run += 1
                if run > limit { return runStart }
            } else if !Self.isWhitespace(byte) {
                if run >= 4 { cost += 1 << run }
                if cost > budget { return runStart }
                run = 0
            }
        }
        return nil
    }

    /// Whether some `[` is followed, past whitespace, by another `[`, a comment or a string (which
    /// the scan skips): without one, no run is longer than one `[`, and most files need no closer
    /// look.
    private static func mayHoldRun(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "[") else { continue }
            var next = index + 1
            while next < bytes.count, isWhitespace(bytes[next]) { next += 1 }
            guard next < bytes.count else { return false }
            switch bytes[next] {
            case UInt8(ascii: "["), UInt8(ascii: "/"), UInt8(ascii: "\""), UInt8(ascii: "#"): return true
            default: continue
            }
        }
        return false
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 32 || byte == 9 || byte == 10 || byte == 13
    }
}

extension Diagnostic {
    static func bracketRunTooLong(limit: Int, at location: SourceLocation) -> Diagnostic {
        .error(
            .sourceTooDeep,
            "'[' are nested directly too deeply here (more than \(limit) in a row, or too many deep runs in the file); "
                + "the Swift parser takes exponential time on them, so deli does not scan this file; "
                + "use a typealias or split the literal",
            at: location)
    }
}

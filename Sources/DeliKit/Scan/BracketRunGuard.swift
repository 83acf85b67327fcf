/// Finds runs of directly nested `[` (`[[[[…`, whitespace and comments between them allowed) longer
/// than ``limit``, before the file is parsed.
///
/// swift-syntax's parser looks ahead at every `[` for an inline array type (`[3 of Int]`), and each
/// look-ahead tries the next `[` both ways: the time doubles with every level (15 levels take about
/// a second, 20 levels half a minute), in types and in array literals alike. Real code stays far
/// below the limit. Text inside string literals and comments is skipped.
struct BracketRunGuard {
    /// The longest run of directly nested `[` accepted.
    static let limit = 12

    let limit: Int

    init(limit: Int = Self.limit) {
        self.limit = limit
    }

    /// The UTF-8 offset of the first `[` of the first run longer than ``limit``, or nil.
    func firstLongRun(in text: String) -> Int? {
        var scanner = SwiftTextScanner(bytes: Array(text.utf8))
        var run = 0
        var runStart = 0
        while let (offset, byte) = scanner.nextCodeByte() {
            if byte == UInt8(ascii: "[") {
                if run == 0 { runStart = offset }
                run += 1
                if run > limit { return runStart }
            } else if !Self.isWhitespace(byte) {
                run = 0
            }
        }
        return nil
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 32 || byte == 9 || byte == 10 || byte == 13
    }
}

extension Diagnostic {
    static func bracketRunTooLong(limit: Int, at location: SourceLocation) -> Diagnostic {
        .error(
            .sourceTooDeep,
            "more than \(limit) '[' are nested directly here; the Swift parser takes exponential time on them, "
                + "so deli does not scan this file; use a typealias or split the literal",
            at: location)
    }
}

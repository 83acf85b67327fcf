import Testing

@testable import DeliKit

/// The `[` run guard skips files where no run can be, and its scanner compares bytes directly. Both
/// must answer what a plain reading of the rule answers: on random text made of brackets, quotes,
/// hashes, slashes, stars, escapes and line breaks, the guard and this reference agree.
@Suite struct BracketRunGuardDifferentialTests {
    /// Text made of tokens; with an odd seed a `[` is never followed directly by another, so every
    /// run goes through whitespace, a comment or a string (the cases the shortcut must not miss).
    @Test(arguments: 0..<6) func agreesWithAPlainReadingOfTheRule(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let tokens = [
            "[", "[", "[", " ", "\n", "\"s\"", "#\"r\"#", "/*c*/", "//c\n", "a", "]", "\"", "#", "\\", "*", "/",
        ]
        for _ in 0..<3_000 {
            var text = ""
            for _ in 0..<Int(random.next() % 30) {
                var token = tokens[Int(random.next() % UInt64(tokens.count))]
                while seed % 2 == 1, token == "[", text.hasSuffix("[") {
                    token = tokens[Int(random.next() % UInt64(tokens.count))]
                }
                text += token
            }
            let guardian = BracketRunGuard(limit: 3, budget: 40)
            #expect(
                guardian.firstLongRun(in: text) == Self.reference(Array(text.utf8), limit: 3, budget: 40), "\(text)")
        }
    }

    /// The rule read plainly: code bytes only (comments, nested block comments and string literals
    /// skipped as wholes), a run of `[` separated by whitespace at most `limit` long, and runs of
    /// four or more costing two to their length, at most `budget` in all.
    private static func reference(_ bytes: [UInt8], limit: Int, budget: Int) -> Int? {
        var offset = 0
        var (run, runStart, cost) = (0, 0, 0)
        func at(_ position: Int, _ text: String) -> Bool {
            position <= bytes.count && bytes[position...].starts(with: text.utf8)
        }
        while offset < bytes.count {
            if at(offset, "//") {
                while offset < bytes.count, bytes[offset] != 10 { offset += 1 }
                continue
            }
            if at(offset, "/*") {
                var depth = 0
                while offset < bytes.count {
                    if at(offset, "/*") {
                        depth += 1
                        offset += 2
                    } else if at(offset, "*/") {
                        depth -= 1
                        offset += 2
                        if depth == 0 { break }
                    } else {
                        offset += 1
                    }
                }
                continue
            }
            var hashes = 0
            while offset + hashes < bytes.count, bytes[offset + hashes] == UInt8(ascii: "#") { hashes += 1 }
            if offset + hashes < bytes.count, bytes[offset + hashes] == UInt8(ascii: "\"") {
                let quote = at(offset + hashes, "\"\"\"") ? "\"\"\"" : "\""
                let closing = quote + String(repeating: "#", count: hashes)
                offset += hashes + quote.utf8.count
                while offset < bytes.count {
                    if hashes == 0, bytes[offset] == UInt8(ascii: "\\") {
                        offset += 2
                    } else if at(offset, closing) {
                        offset += closing.utf8.count
                        break
                    } else if quote == "\"", bytes[offset] == 10 {
                        break
                    } else {
                        offset += 1
                    }
                }
                offset = min(offset, bytes.count)
                continue
            }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "[") {
                if run == 0 { runStart = offset }
                run += 1
                if run > limit { return runStart }
            } else if ![32, 9, 10, 13].contains(byte) {
                if run >= 4 { cost += 1 << run }
                if cost > budget { return runStart }
                run = 0
            }
            offset += 1
        }
        return nil
    }
}

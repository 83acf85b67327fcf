import Testing

@testable import DeliKit

@Suite struct JSONValidatorTests {
    private func problem(_ text: String) -> JSONValidator.Problem? {
        JSONValidator.problem(in: Array(text.utf8))
    }

    private func problem(_ message: String, at offset: Int) -> JSONValidator.Problem {
        JSONValidator.Problem(message: message, offset: offset)
    }

    @Test(arguments: [
        "{}", "[]", " 0 ", "-0.5e+10", "1E3", "\"\"", "true", "null", "false",
        "{\"a\": [1, {\"b\": null}, \"\\u00e9\\n\\/\"], \"c\": {}}", "[[[[]]], [], {}]", "\t\r\n[1,2]\n",
    ])
    func acceptsValidJSON(_ text: String) {
        #expect(problem(text) == nil)
    }

    @Test func namesTheFirstProblemAndItsByte() {
        #expect(problem("[1, 2,]") == problem("invalid value", at: 6))
        #expect(problem("{\"a\": 1,}") == problem("an object key must be a string", at: 8))
        #expect(problem("{\"a\" 1}") == problem("expected ':' after an object key", at: 5))
        #expect(problem("{\"a\": 1 \"b\": 2}") == problem("expected ',' or '}' in an object", at: 8))
        #expect(problem("[1 2]") == problem("expected ',' or ']' in an array", at: 3))
        #expect(problem("[01]") == problem("invalid number", at: 1))
        #expect(problem("[1.]") == problem("invalid number", at: 1))
        #expect(problem("[-]") == problem("invalid number", at: 1))
        #expect(problem("[1e]") == problem("invalid number", at: 1))
        #expect(problem("\"a\\x\"") == problem("invalid escape sequence in a string", at: 2))
        #expect(problem("\"\\u12g4\"") == problem("invalid escape sequence in a string", at: 1))
        #expect(problem("\"a\tb\"") == problem("unescaped control character in a string", at: 2))
        #expect(problem("{} []") == problem("unexpected text after the JSON value", at: 3))
        #expect(problem("nul") == problem("invalid value", at: 0))
        #expect(problem("'a'") == problem("invalid value", at: 0))
    }

    @Test func cutOffTextPointsAtTheEnd() {
        for text in ["", "[", "{\"a\"", "{\"a\":", "[1,", "\"abc", "\"\\", "{\"a\": [1"] {
            #expect(
                problem(text) == problem("unexpected end of file during JSON parse", at: text.utf8.count), "\(text)")
        }
    }

    @Test func invalidUTF8IsReportedAtItsByte() {
        #expect(
            JSONValidator.problem(in: Array("[\"é".utf8) + [0xFF, 0x22, 0x5D])
                == problem("the text is not valid UTF-8", at: 4))
    }

    @Test func deepNestingNeitherRecursesNorCrashes() {
        let depth = 200_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(problem(text) == nil)
        #expect(problem(String(repeating: "{\"a\":", count: depth)) != nil)
        // The reader still refuses to build a tree that deep.
        let result = JSONReader.read(Array(text.utf8), file: "p.json")
        #expect(result.diagnostics.map(\.id) == [.nestingTooDeep])
    }
}

import Testing

@testable import DeliKit

/// Postfix chains the parser does not bound (`T???…`, `A.B.C…`, `T.Type.Type…`, `x.a.a…`) used to
/// overflow the stack; a file nested deeper than ``SyntaxDepthGuard/limit`` is now reported at the
/// start of the chain and not read, and anything below the limit is read as before.
@Suite struct DeepChainTests {
    private static func component(_ parameterType: String, body: String = "") -> String {
        "final class Service: Component {\n    init(_ logger: \(parameterType)) {}\n\(body)}\n"
    }

    private func scan(_ text: String) -> ScanResult {
        ProjectScanner.scan([SourceFile(path: "Deep.swift", text: text)])[0]
    }

    private static let tooDeep =
        "error: this Swift file nests more than 2000 levels deep here (a very long chain of '?', '.' or calls); "
        + "deli does not scan it; split the expression or type [DELI-C072]"

    /// The issue's inputs, by name (the texts themselves are too long to print).
    private static let deepTypes = [
        "10,000 '?'": "Logger" + String(repeating: "?", count: 10_000),
        "100,000 '.Logger'": "Swift" + String(repeating: ".Logger", count: 100_000),
        "100,000 '.Type'": "Logger" + String(repeating: ".Type", count: 100_000),
    ]

    @Test(arguments: deepTypes.keys.sorted())
    func aDeepTypeIsReportedAtItsDeclaration(name: String) throws {
        let result = scan(Self.component(try #require(Self.deepTypes[name])))
        #expect(result.diagnostics.map { DiagnosticFormatter.text($0) } == ["Deep.swift:2:5: \(Self.tooDeep)"])
        #expect(result.types.isEmpty)
    }

    @Test func aDeepMemberChainOnAnInjectCallIsReported() {
        let chain = "    /* a comment */ let x = Inject(Logger.self)" + String(repeating: ".a", count: 10_000) + "\n"
        let result = scan(Self.component("Logger", body: chain))
        #expect(result.diagnostics.map { DiagnosticFormatter.text($0) } == ["Deep.swift:3:21: \(Self.tooDeep)"])
    }

    /// The chain is found in the text the parser read, with a declaration and a body cut out before
    /// it (one on its own line), and reported where it is in the file.
    @Test func aDeepChainAfterCutsIsReportedWhereItIsInTheFile() {
        let line =
            "    func f() { print(1) }; /* c */ let x = Inject(Logger.self)" + String(repeating: ".a", count: 10_000)
        let result = scan("struct Noise { var v = 0 }\n" + Self.component("Logger", body: line + "\n"))
        #expect(result.diagnostics.map { DiagnosticFormatter.text($0) } == ["Deep.swift:4:36: \(Self.tooDeep)"])
    }

    @Test func aChainJustBelowTheLimitIsReadOnWorkerThreads() {
        let type = "Logger" + String(repeating: "?", count: 1_900)
        let files = (0..<4).map { SourceFile(path: "S\($0).swift", text: Self.component(type)) }
        let results = ProjectScanner.scan(files)
        #expect(results.allSatisfy { $0.diagnostics.isEmpty })
        #expect(results.map { $0.types.map(\.name) } == Array(repeating: ["Service"], count: 4))
    }
}

/// Directly nested `[` make swift-syntax's look-ahead exponential; a run longer than
/// ``BracketRunGuard/limit`` is refused before parsing, in bounded time.
@Suite(.timeLimit(.minutes(1))) struct BracketRunTests {
    private static let refused =
        "error: '[' are nested directly too deeply here (more than 12 in a row, or too many deep runs in the file); "
        + "the Swift parser takes exponential time on them, so deli does not scan this file; "
        + "use a typealias or split the literal [DELI-C072]"

    private func diagnostics(_ text: String) -> [String] {
        ProjectScanner.scan([SourceFile(path: "A.swift", text: text)])[0].diagnostics.map {
            DiagnosticFormatter.text($0)
        }
    }

    @Test func twentyNestedArrayTypesAreRefusedAtTheFirstBracket() {
        let type = String(repeating: "[", count: 20) + "Logger" + String(repeating: "]", count: 20)
        let text = "final class S: Autowired {\n    required init(_ l: \(type)) {}\n}\n"
        #expect(diagnostics(text) == ["A.swift:2:24: \(Self.refused)"])
    }

    @Test func aDeepArrayLiteralWithSpacesAndCommentsIsRefused() {
        let literal = String(repeating: "[ /* x */\n", count: 30) + "1" + String(repeating: "]", count: 30)
        #expect(
            diagnostics("final class C: Component {\n    let x = \(literal)\n}\n") == ["A.swift:2:13: \(Self.refused)"])
    }

    @Test func aRunThroughStringLiteralsIsStillOneRun() {
        let literal = String(repeating: "[\"s\" ", count: 20) + "1" + String(repeating: "]", count: 20)
        #expect(
            diagnostics("final class C: Component {\n    let x = \(literal)\n}\n") == ["A.swift:2:13: \(Self.refused)"])
    }

    /// Only what is parsed is guarded: a run in a declaration the scan leaves out costs nothing, and
    /// one in a kept declaration after a cut is reported where it is in the file.
    @Test func onlyTheTextThatIsParsedIsGuarded() {
        let run = String(repeating: "[", count: 20) + "1" + String(repeating: "]", count: 20)
        let noise = "struct Noise {\n    let x = \(run)\n}\n"
        #expect(diagnostics(noise + "final class C: Component {}\n") == [])
        #expect(
            diagnostics(noise + "final class C: Component {\n    let y = \(run)\n}\n") == [
                "A.swift:5:13: \(Self.refused)"
            ])
    }

    @Test func singleBracketsEverywhereNeedNoCloserLook() {
        let lines = (0..<500).map { "    let x\($0): [Int: [String]] = [\($0): [\"a\"]]" }.joined(separator: "\n")
        #expect(diagnostics("final class C: Component {\n\(lines)\n}\n") == [])
    }

    @Test func manyRunsJustBelowTheLimitAreRefusedAtTheRunPastTheBudget() {
        let run = String(repeating: "[", count: 12) + "1" + String(repeating: "]", count: 12)
        let lines = (0..<40).map { "    let x\($0) = \(run)" }.joined(separator: "\n")
        #expect(diagnostics("final class C: Component {\n\(lines)\n}\n") == ["A.swift:18:15: \(Self.refused)"])
    }

    @Test func manyShallowRunsCostNothing() {
        let lines = (0..<1_000).map { "    let x\($0): [[[Int]]] = [[[\($0)]]]" }.joined(separator: "\n")
        #expect(diagnostics("final class C: Component {\n\(lines)\n}\n") == [])
    }

    @Test func bracketsInStringsAndCommentsAndShortRunsAreFine() {
        let many = String(repeating: "[", count: 40)
        let text = """
            // \(many)
            /* \(many) /* nested */ \(many) */
            let a = "\(many)"
            let b = #"\\"\(many)"#
            let c = \"\"\"
                \(many)
                \"\"\"
            final class C: Component {
                let grid = [[[[[[[[[[[[1]]]]]]]]]]]]
            }
            """
        #expect(diagnostics(text) == [])
    }
}

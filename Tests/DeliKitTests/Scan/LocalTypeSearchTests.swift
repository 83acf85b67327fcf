import Testing

@testable import DeliKit

/// The byte search that keeps a function body in the parse when it may declare a type: it must
/// never say no to a body that declares one, and says no to most bodies that do not.
@Suite struct LocalTypeSearchTests {
    @Test(arguments: [
        "final class Local: Component {}", "struct S {}", "enum E {}", "actor A {}", "{class X{}}", "\nstruct\tS",
        "x; enum", "class",
    ])
    func aBodyWithAKeywordMayDeclareAType(body: String) {
        #expect(Self.mayDeclare(body))
    }

    @Test(arguments: ["", "let x = 1", "classify()", "subclass", "AnyClass", "structure", "enums", "reactor", "_class"])
    func aBodyWithoutOneAsAWordDoesNot(body: String) {
        #expect(!Self.mayDeclare(body))
    }

    @Test func everyPositionIsFound() {
        for prefix in 0..<20 {
            let body = String(repeating: "c ", count: prefix) + "struct"
            #expect(Self.mayDeclare(body), "at \(prefix)")
            #expect(!Self.mayDeclare(String(body.dropLast())), "cut at \(prefix)")
        }
    }

    @Test func aBodyThatDeclaresATypeStaysInTheParseAndTheOthersAreCut() throws {
        let text = """
            final class Service: Component {
                init() {
                    print("start")
                }
                func make() {
                    final class Local: Component {}
                }
            }
            """
        let filter = try #require(ChunkFilter(text: text, relevantNames: ["Component"]))
        #expect(!filter.text.contains("start"))
        #expect(filter.text.contains("final class Local: Component {}"))
        let result = SwiftFileScanner.scan(SourceFile(path: "A.swift", text: text), relevantNames: ["Component"])
        #expect(result.localTypes.map(\.name) == ["Local"])
        #expect(result.types.map(\.name) == ["Service"])
    }

    private static func mayDeclare(_ body: String) -> Bool {
        var body = body
        return body.withUTF8 { LocalTypeSearch.mayDeclareType(in: $0) }
    }
}

import Testing

@testable import DeliKit

/// The chunker's view of a file: one chunk per top-level declaration that ends with `}`, never
/// cut inside a string, comment, bracket or `#if` block; nil when the text does not balance.
@Suite struct DeclarationChunkerTests {
    private func pieces(_ text: String) -> [String]? {
        DeclarationChunker.chunks(of: text).map { ranges in
            ranges.map { String(decoding: Array(text.utf8)[$0], as: UTF8.self) }
        }
    }

    @Test func splitsAfterEachTopLevelClosingBrace() {
        #expect(
            pieces("import Deli\nclass A {}\nstruct B { var x = 1 }\nlet c = 3\n")
                == ["import Deli\nclass A {}", "\nstruct B { var x = 1 }", "\nlet c = 3\n"])
    }

    @Test(arguments: [
        "let a = \"}\"\nclass A {}",
        "let a = \"\\(f { $0 })}\"\nclass A {}",
        "let a = #\"}\\(x)\"#\nclass A {}",
        "let a = #\"\\#(g(\"}\"))\"#\nclass A {}",
        "let a = \"\"\"\n  }\n  \\(\"}\")\n  \"\"\"\nclass A {}",
        "// }\nclass A {}",
        "/* } /* nested } */ } */\nclass A {}",
        "let a = \"\\\"}\"\nclass A {}",
    ])
    func bracesInsideStringsAndCommentsDoNotCount(_ text: String) {
        #expect(pieces(text)?.count == 1)
    }

    @Test func closuresInsideBracketsAndConditionalBlocksStayWhole() {
        #expect(pieces("let x = f({ 1 }, { 2 })\nclass A {}") == ["let x = f({ 1 }, { 2 })\nclass A {}"])
        let conditional = "#if DEBUG\nclass A {}\n#else\nclass A { }\n#endif\nclass B {}"
        #expect(pieces(conditional) == [conditional])
        #expect(pieces("#if os(Linux)\nimport Glibc\n#endif\nclass B {}\nclass C {}")?.count == 2)
    }

    @Test(arguments: [
        "class A {", "class A {}}", "let a = \"open\nclass A {}", "/* never closed\nclass A {}", "#endif\nclass A {}",
        "#if X\nclass A {}", "let a = \"\\(f(\"x\"\nclass A {}",
    ])
    func unbalancedTextHasNoChunks(_ text: String) {
        #expect(pieces(text) == nil)
    }
}

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

    /// What comes before the end of a chunk's last import is never cut: the text kept of each chunk.
    private func keptImports(_ text: String) -> [String]? {
        DeclarationChunker.layout(of: text).map { layout in
            zip(layout.chunks, layout.importEnds).map { chunk, end in
                String(decoding: Array(text.utf8)[chunk.lowerBound..<end], as: UTF8.self)
            }
        }
    }

    @Test func eachChunkKeepsItsImports() {
        #expect(
            keptImports("import Deli\n@testable import Core // note\nclass A {}\nclass B {}")
                == ["import Deli\n@testable import Core", ""])
        #expect(
            keptImports("class A {}\nimport\n  Foundation . URL\nclass B {}") == ["", "\nimport\n  Foundation . URL"])
        #expect(keptImports("import struct `Kit`.Box\nlet x = 1\n") == ["import struct `Kit`.Box"])
        #expect(keptImports("import func Foo.bar\nfunc baz() {}") == ["import func Foo.bar"])
    }

    @Test func importsInConditionalBlocksKeepTheBlock() {
        let text = "#if os(Linux)\nimport Glibc\n#else\nimport Darwin\n#endif\nclass B {}\nclass C {}"
        #expect(keptImports(text) == ["#if os(Linux)\nimport Glibc\n#else\nimport Darwin\n#endif", ""])
    }

    @Test func anUnusualImportKeepsItsWholeChunk() {
        #expect(keptImports("import func Ops.+++\nclass A {}\nclass B {}") == ["import func Ops.+++\nclass A {}", ""])
        #expect(keptImports("import /* kit */ Kit\nclass A {}") == ["import /* kit */ Kit\nclass A {}"])
    }

    @Test(arguments: [
        "class A {", "class A {}}", "let a = \"open\nclass A {}", "/* never closed\nclass A {}", "#endif\nclass A {}",
        "#if X\nclass A {}", "let a = \"\\(f(\"x\"\nclass A {}",
    ])
    func unbalancedTextHasNoChunks(_ text: String) {
        #expect(pieces(text) == nil)
    }
}

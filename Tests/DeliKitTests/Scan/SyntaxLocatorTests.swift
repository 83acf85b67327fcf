import SwiftParser
import SwiftSyntax
import Testing

@testable import DeliKit

@Suite struct SyntaxLocatorTests {
    @Test(arguments: [
        "struct A {}\nstruct B {}\n", "struct A {}\r\nstruct B {}\r\n", "struct A {}\rstruct B {}\r",
        "let é = 1\n\n\n  struct Ü: Component {}", "", "\n\r\n\r\r\nx", "\n\nlet x = 1", "let y = 2\n\n",
    ])
    func agreesWithSourceLocationConverterOnEveryToken(_ text: String) {
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: "A.swift", tree: tree)
        let locator = SyntaxLocator(path: "A.swift", text: text)
        for token in tree.tokens(viewMode: .sourceAccurate) {
            let expected = converter.location(for: token.positionAfterSkippingLeadingTrivia)
            let actual = locator.location(of: token)
            #expect(actual == SourceLocation(file: "A.swift", line: expected.line, column: expected.column))
        }
    }
}

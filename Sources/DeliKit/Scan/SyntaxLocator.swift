import SwiftSyntax

/// Turns syntax positions into 1-based `SourceLocation`s of one file.
struct SyntaxLocator {
    let path: String
    let converter: SourceLocationConverter

    init(path: String, tree: SourceFileSyntax) {
        self.path = path
        self.converter = SourceLocationConverter(fileName: path, tree: tree)
    }

    /// The location of the first character of `node`, after its leading trivia.
    func location(of node: some SyntaxProtocol) -> SourceLocation {
        location(at: node.positionAfterSkippingLeadingTrivia)
    }

    func location(at position: AbsolutePosition) -> SourceLocation {
        let found = converter.location(for: position)
        return SourceLocation(file: path, line: found.line, column: found.column)
    }
}

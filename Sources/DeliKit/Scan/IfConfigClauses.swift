import SwiftSyntax

/// The clauses of one `#if` block, each with the ``BranchCondition`` that a declaration in it sits
/// in: the block's location, the clause's index and the directives up to it.
struct IfConfigClauses: Sequence {
    private let clauses: [(clause: IfConfigClauseSyntax, condition: BranchCondition)]

    init(_ block: IfConfigDeclSyntax, locator: SyntaxLocator) {
        let blockName = locator.location(of: block).description
        var directives: [String] = []
        clauses = block.clauses.enumerated().map { index, clause in
            directives.append(Self.directive(clause))
            return (clause, BranchCondition(block: blockName, clause: index, directives: directives))
        }
    }

    func makeIterator() -> some IteratorProtocol<(clause: IfConfigClauseSyntax, condition: BranchCondition)> {
        clauses.makeIterator()
    }

    /// `#if CONDITION`, `#elseif CONDITION` or `#else`, with the condition on one line: its
    /// tokens without comments, one space where the source had any trivia between two of them.
    private static func directive(_ clause: IfConfigClauseSyntax) -> String {
        guard let condition = clause.condition else { return clause.poundKeyword.text }
        var text = clause.poundKeyword.text
        var spaced = true
        for token in condition.tokens(viewMode: .sourceAccurate) {
            if spaced || !token.leadingTrivia.isEmpty { text += " " }
            text += token.text
            spaced = !token.trailingTrivia.isEmpty
        }
        return text
    }
}

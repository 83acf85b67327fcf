import SwiftSyntax

/// Finds the first syntax error of a tree: unexpected code or a missing token.
final class SyntaxErrorVisitor: SyntaxVisitor {
    private(set) var firstError: AbsolutePosition?

    init() {
        super.init(viewMode: .all)
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        record(node.positionAfterSkippingLeadingTrivia)
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.presence == .missing {
            record(token.positionAfterSkippingLeadingTrivia)
        }
        return .visitChildren
    }

    private func record(_ position: AbsolutePosition) {
        if firstError.map({ position < $0 }) ?? true {
            firstError = position
        }
    }
}

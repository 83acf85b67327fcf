import SwiftSyntax

extension TypeText {
    /// The compact text of `type`. A plain name (`Logger`, no generic arguments) is its token's
    /// text; anything else is rendered and stripped of whitespace, which costs far more.
    ///
    /// `any P` is `P` to deli (Swift 6 code writes existentials that way): the registration, the
    /// link and the lookup of a protocol are the same either way. So `[any Logger]` is `[Logger]`
    /// and `(any Logger)?` is `Logger?`.
    ///
    /// `some P` on its own (a parameter `_ logger: some Logger`) keeps its space, `some Logger`, so
    /// that a diagnostic can name it as written: nothing is registered as an opaque type.
    static func of(_ type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
            return identifier.name.text
        }
        if let opaque = type.as(SomeOrAnyTypeSyntax.self), opaque.someOrAnySpecifier.tokenKind == .keyword(.some) {
            return "some " + of(opaque.constraint)
        }
        let text = type.trimmedDescription
        guard text.contains("any") else { return compact(text) }
        return compact(ExistentialAnyRemover(viewMode: .sourceAccurate).rewrite(type).trimmedDescription)
    }
}

/// Rewrites `any P` as `P`, and a parenthesised type left alone by that (`(any P)?`) as the type.
private final class ExistentialAnyRemover: SyntaxRewriter {
    override func visit(_ node: SomeOrAnyTypeSyntax) -> TypeSyntax {
        guard node.someOrAnySpecifier.tokenKind == .keyword(.any) else { return super.visit(node) }
        return visit(node.constraint).with(\.leadingTrivia, []).with(\.trailingTrivia, [])
    }

    override func visit(_ node: TupleTypeSyntax) -> TypeSyntax {
        guard node.elements.count == 1, let only = node.elements.first, only.firstName == nil,
            only.ellipsis == nil, only.type.is(SomeOrAnyTypeSyntax.self)
        else { return super.visit(node) }
        return visit(only.type)
    }
}

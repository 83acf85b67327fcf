import SwiftSyntax

extension TypeText {
    /// The compact text of `type`. A plain name (`Logger`, no generic arguments) is its token's
    /// text; anything else is spelled from its tokens, which costs more.
    ///
    /// `any P` is `P` to deli (Swift 6 code writes existentials that way): the registration, the
    /// link and the lookup of a protocol are the same either way. So `[any Logger]` is `[Logger]`
    /// and `(any Logger)?` is `Logger?`.
    ///
    /// `some P` keeps its space wherever it is written (`some Logger`, `[some Logger]`), so that a
    /// diagnostic can name it as written: nothing is registered as an opaque type. Other whitespace
    /// and comments are dropped; a space is kept only between two words (`inout Foo`).
    static func of(_ type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
            return withoutBackticks(identifier.name.text)
        }
        // `(Logger)` is `Logger`, as it is to Swift.
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.firstName == nil, only.ellipsis == nil
        {
            return of(only.type)
        }
        let writesAny = type.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.any) }
        let spelled = writesAny ? Syntax(ExistentialAnyRemover(viewMode: .sourceAccurate).rewrite(type)) : Syntax(type)
        return withoutBackticks(words(of: spelled))
    }

    /// The type a parameter asks for: an ownership specifier (`consuming`, `borrowing`, `sending`,
    /// `__owned`, `__shared`) says how the argument is passed, not what it is, and is dropped;
    /// `inout`, which no registration can fill, is kept (see ``uninjectableForm(_:)``). A type the
    /// standard library's module qualifies is the type it names (`Swift.Array<any Logger>` is
    /// `Array<Logger>`).
    static func ofParameter(_ type: TypeSyntax) -> String {
        guard let attributed = type.as(AttributedTypeSyntax.self), attributed.attributes.isEmpty,
            !attributed.specifiers.isEmpty,
            attributed.specifiers.allSatisfy({ specifier in
                guard case .simpleTypeSpecifier(let simple) = specifier else { return false }
                return simple.specifier.tokenKind != .keyword(.inout)
            })
        else { return withoutStandardModule(of(type)) }
        return withoutStandardModule(of(attributed.baseType))
    }

    /// The tokens' texts, joined with a space only where two words meet.
    private static func words(of node: Syntax) -> String {
        var text = ""
        var previousIsWord = false
        for token in node.tokens(viewMode: .sourceAccurate) {
            let isWord = token.text.first.map { $0 == "_" || $0 == "`" || $0.isLetter || $0.isNumber } ?? false
            if isWord, previousIsWord { text += " " }
            text += token.text
            previousIsWord = isWord
        }
        return text
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

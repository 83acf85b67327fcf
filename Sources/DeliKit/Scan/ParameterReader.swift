import SwiftSyntax

/// Reads initialiser and method parameters, including `/*path*/` qualifier-by-property comments.
enum ParameterReader {
    static func function(
        _ clause: FunctionParameterClauseSyntax, modifiers: DeclModifierListSyntax, at location: SourceLocation,
        locator: SyntaxLocator
    ) -> FunctionDeclaration {
        let names = Set(modifiers.map(\.name.text))
        var function = FunctionDeclaration(
            parameters: clause.parameters.map { parameter($0, locator: locator) },
            isRequired: names.contains("required"),
            isConvenience: names.contains("convenience"),
            isMutating: names.contains("mutating"),
            isStatic: names.contains("static") || names.contains("class"),
            isInaccessible: names.contains("private") || names.contains("fileprivate"),
            isCallableWithoutArguments: clause.parameters.allSatisfy { $0.defaultValue != nil },
            location: location
        )
        function.isNonisolated = names.contains("nonisolated")
        return function
    }

    static func parameter(_ syntax: FunctionParameterSyntax, locator: SyntaxLocator) -> ParameterDeclaration {
        // A backticked label (`default`) is the word itself: the label is the qualifier.
        let first = syntax.firstName.identifier?.name ?? syntax.firstName.text
        let name = syntax.secondName.map { $0.identifier?.name ?? $0.text } ?? first
        return ParameterDeclaration(
            label: first == "_" ? nil : first,
            name: name,
            // `Logger...` stays variadic: no registration fills it (E008).
            typeText: TypeText.ofParameter(syntax.type) + (syntax.ellipsis == nil ? "" : "..."),
            qualifierBy: qualifierBy(syntax),
            location: locator.location(of: syntax),
            hasDefaultValue: syntax.defaultValue != nil
        )
    }

    /// The first block comment between the label and the colon, trimmed.
    private static func qualifierBy(_ syntax: FunctionParameterSyntax) -> String? {
        var trivia = syntax.firstName.leadingTrivia.pieces + syntax.firstName.trailingTrivia.pieces
        if let second = syntax.secondName {
            trivia += second.leadingTrivia.pieces + second.trailingTrivia.pieces
        }
        for piece in trivia {
            guard case .blockComment(let text) = piece else { continue }
            let inner = text.dropFirst(2).dropLast(2).trimmingSpaces()
            if !inner.isEmpty { return inner }
        }
        return nil
    }
}

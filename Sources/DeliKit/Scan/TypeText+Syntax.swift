import SwiftSyntax

extension TypeText {
    /// The compact text of `type`. A plain name (`Logger`, no generic arguments) is its token's
    /// text; anything else is rendered and stripped of whitespace, which costs far more.
    static func of(_ type: TypeSyntax) -> String {
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
            return identifier.name.text
        }
        return compact(type.trimmedDescription)
    }
}

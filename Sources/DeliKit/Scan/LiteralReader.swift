import SwiftParser
import SwiftSyntax

/// Reads the values Deli needs as literals: strings, `nil`, and enum cases like `.prototype`.
enum LiteralReader {
    static func value(of expression: ExprSyntax) -> DeclaredValue {
        if let string = expression.as(StringLiteralExprSyntax.self) {
            return stringValue(string)
        }
        if expression.is(NilLiteralExprSyntax.self) {
            return .none
        }
        if let member = expression.as(MemberAccessExprSyntax.self), isScopeBase(member.base) {
            return .literal(member.declName.baseName.text)
        }
        return .expression(expression.trimmedDescription)
    }

    /// The value returned by a getter body: a single expression, or a single `return expression`.
    static func value(ofGetter items: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard items.count == 1, let item = items.first else { return nil }
        if let statement = item.item.as(ReturnStmtSyntax.self) {
            return statement.expression
        }
        if let expression = item.item.as(ExprSyntax.self) {
            return expression
        }
        return item.item.as(ExpressionStmtSyntax.self)?.expression
    }

    /// The type named by `T.self` or `[T].self`, without whitespace.
    static func typeName(ofMetatype expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
            let base = member.base
        else { return nil }
        return typeText(of: base)
    }

    /// The compact text of a type written as an expression; `(any P)`, `(P)` and `[any P]` read as
    /// `P`, `P` and `[P]`, as in a type annotation.
    private static func typeText(of expression: ExprSyntax) -> String {
        if let type = expression.as(TypeExprSyntax.self) {
            return TypeText.of(type.type)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.label == nil
        {
            return typeText(of: only.expression)
        }
        if let array = expression.as(ArrayExprSyntax.self), array.elements.count == 1, let only = array.elements.first {
            return "[" + typeText(of: only.expression) + "]"
        }
        return TypeText.withoutBackticks(TypeText.compact(expression.trimmedDescription))
    }

    /// The string the program sees: escapes resolved (`"say \\"hi\\""` is `say "hi"`), the lines of
    /// a multi-line literal joined. A literal with an interpolation is an expression.
    private static func stringValue(_ literal: StringLiteralExprSyntax) -> DeclaredValue {
        guard let value = literal.representedLiteralValue else { return .expression(literal.trimmedDescription) }
        return .literal(value)
    }

    private static func isScopeBase(_ base: ExprSyntax?) -> Bool {
        guard let base else { return true }
        let name = TypeText.compact(base.trimmedDescription)
        return name == "Scope" || name == "Deli.Scope"
    }
}

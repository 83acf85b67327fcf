import SwiftSyntax

/// The top-level constants and variables of a manifest, so that an argument passed through one
/// (`swiftSettings: appSettings`, `swiftSettings: common + [.define("X")]`) is read as the array it
/// holds. Only what the file states literally is followed: a name bound twice, or changed later by
/// code, is read as its first binding.
struct ManifestVariables {
    private var values: [String: ExprSyntax] = [:]
    /// How deep names may refer to names (`let a = b + [x]`; `let b = c`): a cycle ends here.
    private static let maximumDepth = 8

    init(_ file: SourceFileSyntax) {
        for item in file.statements {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let value = binding.initializer?.value, values[name] == nil
                else { continue }
                values[name] = value
            }
        }
    }

    /// The elements of the array `expression` stands for: an array literal, a name bound to one, or
    /// arrays joined with `+`. Anything else has none that can be read.
    func elements(of expression: ExprSyntax, depth: Int = 0) -> [ExprSyntax] {
        guard depth < Self.maximumDepth else { return [] }
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.map(\.expression) }
        if let reference = expression.as(DeclReferenceExprSyntax.self), let value = values[reference.baseName.text] {
            return elements(of: value, depth: depth + 1)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let parts = Array(sequence.elements)
            let joinsWithPlus = parts.indices.allSatisfy { index in
                index % 2 == 0 || parts[index].as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
            }
            guard joinsWithPlus else { return [] }
            let operands = parts.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
            return operands.flatMap { elements(of: $0, depth: depth + 1) }
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self),
            infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
        {
            let left = elements(of: infix.leftOperand, depth: depth + 1)
            return left + elements(of: infix.rightOperand, depth: depth + 1)
        }
        return []
    }
}

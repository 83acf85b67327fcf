import SwiftSyntax

/// Reads an `import` declaration into an ``ImportDeclaration``.
enum ImportReader {
    /// The access levels an `import` may name (SE-0409).
    private static let accessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private"]

    static func declaration(_ decl: ImportDeclSyntax, conditions: [BranchCondition]) -> ImportDeclaration? {
        guard let first = decl.path.first else { return nil }
        var result = ImportDeclaration(module: TypeText.withoutBackticks(first.name.text), conditions: conditions)
        let attributes = decl.attributes.compactMap { $0.as(AttributeSyntax.self) }.map {
            $0.attributeName.trimmedDescription
        }
        result.isTestable = attributes.contains("testable")
        result.isImplementationOnly = attributes.contains("_implementationOnly")
        result.hasAccessLevel = decl.modifiers.contains { accessLevels.contains($0.name.text) }
        return result
    }
}

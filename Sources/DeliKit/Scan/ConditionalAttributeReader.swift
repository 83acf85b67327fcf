import SwiftSyntax

/// The attributes written inside an `#if` block of an attribute list (`#if DEBUG @MainActor #endif
/// final class Screen`), keyed `@Name` (without arguments or backticks), each with where it is first
/// written. They join a type's ``TypeDeclaration/valuesInClauses``: the graph stage reports those
/// that name a global actor (`DELI-E023`), since the generated factory creates the type with one
/// isolation in every build.
enum ConditionalAttributeReader {
    static func attributes(in list: AttributeListSyntax, locator: SyntaxLocator) -> [String: SourceLocation] {
        // Almost every list has no `#if`: nothing is made for it.
        guard list.contains(where: { if case .ifConfigDecl = $0 { true } else { false } }) else { return [:] }
        var result: [String: SourceLocation] = [:]
        collect(list, inClause: false, locator: locator, into: &result)
        return result
    }

    private static func collect(
        _ list: AttributeListSyntax, inClause: Bool, locator: SyntaxLocator, into result: inout [String: SourceLocation]
    ) {
        for element in list {
            switch element {
            case .attribute(let attribute):
                guard inClause else { continue }
                let name = "@" + TypeText.withoutBackticks(TypeText.compact(attribute.attributeName.trimmedDescription))
                if result[name] == nil { result[name] = locator.location(of: attribute) }
            case .ifConfigDecl(let block):
                for clause in block.clauses {
                    guard case .attributes(let inner)? = clause.elements else { continue }
                    collect(inner, inClause: true, locator: locator, into: &result)
                }
            }
        }
    }
}

import SwiftSyntax

/// A parameter typed by a generic parameter of its initialiser or method (`init<T: Logger>(_ l: T)`)
/// is read as the opaque type it amounts to (`some Logger`; `[T]` is `[some Logger]`): the generated call cannot choose `T`
/// any more than it can choose a `some Logger`, and the check says so and how to write it.
enum GenericParameterReader {
    /// `function` with each parameter written as a constrained generic parameter read as `some`
    /// its constraint. An unconstrained one is left as written and marked
    /// (``ParameterDeclaration/isGenericParameter``): a type of its name would fill it.
    static func reading(
        _ function: FunctionDeclaration, generics: GenericParameterClauseSyntax?, whereClause: GenericWhereClauseSyntax?
    ) -> FunctionDeclaration {
        guard let generics else { return function }
        let names = Set(generics.parameters.map { TypeText.withoutBackticks($0.name.text) })
        let constraints = self.constraints(generics, whereClause, names: names)
        var result = function
        for index in result.parameters.indices {
            let written = result.parameters[index].typeText
            let element = elementName(of: written)
            if let constraint = constraints[written] {
                result.parameters[index].typeText = "some " + constraint
            } else if written.hasPrefix("["), let constraint = constraints[element] {
                result.parameters[index].typeText = "[some " + constraint + "]"
            } else if names.contains(element) && constraints[element] == nil {
                result.parameters[index].isGenericParameter = true
            }
        }
        return result
    }

    /// `T` of `T`, `[T]` and `T?` (and of `T!`).
    private static func elementName(of written: String) -> String {
        if written.hasPrefix("["), written.hasSuffix("]") { return String(written.dropFirst().dropLast()) }
        if written.hasSuffix("?") || written.hasSuffix("!") { return String(written.dropLast()) }
        return written
    }

    /// The constraint of each generic parameter, from its clause (`<T: Logger>`) or from the `where`
    /// clause (`where T: Logger`); several are joined with `&`.
    private static func constraints(
        _ generics: GenericParameterClauseSyntax, _ whereClause: GenericWhereClauseSyntax?, names: Set<String>
    ) -> [String: String] {
        var found: [String: [String]] = [:]
        for parameter in generics.parameters {
            if let inherited = parameter.inheritedType {
                found[TypeText.withoutBackticks(parameter.name.text), default: []].append(TypeText.of(inherited))
            }
        }
        for requirement in whereClause?.requirements ?? [] {
            guard case .conformanceRequirement(let conformance) = requirement.requirement else { continue }
            let name = TypeText.of(conformance.leftType)
            if names.contains(name) { found[name, default: []].append(TypeText.of(conformance.rightType)) }
        }
        return found.mapValues { $0.joined(separator: "&") }
    }
}

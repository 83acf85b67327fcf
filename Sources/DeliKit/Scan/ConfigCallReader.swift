import SwiftSyntax

/// Reads `let member = Config(T.self, D1.self, …, qualifier: "q", scope: .s) { … }`.
struct ConfigCallReader {
    let locator: SyntaxLocator

    func read(_ binding: PatternBindingSyntax, name: String) -> ConfigCallDeclaration? {
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), Self.isConfig(call) else {
            return nil
        }
        var types: [String] = []
        var locations: [SourceLocation] = []
        var qualifier: LocatedValue?
        var scope: LocatedValue?
        for argument in call.arguments {
            switch argument.label?.text {
            case nil:
                guard let type = LiteralReader.typeName(ofMetatype: argument.expression) else { continue }
                types.append(type)
                locations.append(locator.location(of: argument))
            case "qualifier": qualifier = located(argument.expression)
            case "scope": scope = located(argument.expression)
            default: continue
            }
        }
        return ConfigCallDeclaration(
            memberName: name, createdType: types.first, dependencyTypes: Array(types.dropFirst()),
            dependencyLocations: Array(locations.dropFirst()), qualifier: qualifier, scope: scope,
            location: locator.location(of: call))
    }

    private func located(_ expression: ExprSyntax) -> LocatedValue {
        LocatedValue(LiteralReader.value(of: expression), at: locator.location(of: expression))
    }

    private static func isConfig(_ call: FunctionCallExprSyntax) -> Bool {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == "Config"
        }
        return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "Config"
    }
}

import SwiftSyntax

/// Recognises `Inject(...)`, `InjectProperty(...)`, `@Dependency`, `@DependencyArray` and `@PropertyValue`.
struct UsageReader {
    let locator: SyntaxLocator

    func usage(of call: FunctionCallExprSyntax, in enclosingType: String?) -> DependencyUsage? {
        switch Self.calledName(call) {
        case "Inject": return inject(call, in: enclosingType)
        case "InjectProperty":
            guard let first = call.arguments.first, first.label == nil else { return nil }
            return DependencyUsage(
                kind: .injectProperty, path: located(first.expression), enclosingType: enclosingType,
                location: locator.location(of: call))
        default: return nil
        }
    }

    func usages(of variable: VariableDeclSyntax, in enclosingType: String?) -> [DependencyUsage] {
        let typeText = variable.bindings.first?.typeAnnotation.map { TypeText.of($0.type) }
        return variable.attributes.compactMap { element in
            guard case .attribute(let attribute) = element else { return nil }
            return wrapper(attribute, typeText: typeText, in: enclosingType)
        }
    }

    private func inject(_ call: FunctionCallExprSyntax, in enclosingType: String?) -> DependencyUsage? {
        guard let first = call.arguments.first, first.label == nil,
            let type = LiteralReader.typeName(ofMetatype: first.expression)
        else { return nil }
        let element = TypeText.arrayElement(type)
        var usage = DependencyUsage(
            kind: .inject, typeName: element ?? type, isArray: element != nil, enclosingType: enclosingType,
            location: locator.location(of: call))
        read(call.arguments.dropFirst(), into: &usage)
        return usage
    }

    private func wrapper(_ attribute: AttributeSyntax, typeText: String?, in enclosingType: String?) -> DependencyUsage?
    {
        let name = TypeText.compact(attribute.attributeName.trimmedDescription)
        let kind: DependencyUsage.Kind
        switch name {
        case "Dependency", "Deli.Dependency": kind = .dependencyWrapper
        case "DependencyArray", "Deli.DependencyArray": kind = .dependencyArrayWrapper
        case "PropertyValue", "Deli.PropertyValue": kind = .propertyValueWrapper
        default: return nil
        }
        var arguments: [LabeledExprSyntax] = []
        if case .argumentList(let list) = attribute.arguments { arguments = Array(list) }
        // Deli's @Dependency takes only labelled arguments; `@Dependency(\.client)` is another library's.
        if kind != .propertyValueWrapper, arguments.contains(where: { $0.label == nil }) { return nil }
        var usage = DependencyUsage(kind: kind, enclosingType: enclosingType, location: locator.location(of: attribute))
        if kind != .propertyValueWrapper, let typeText {
            let element = TypeText.arrayElement(typeText)
            usage.typeName = element ?? typeText
            usage.isArray = element != nil
        }
        read(arguments, into: &usage)
        return usage
    }

    private func read<C: Collection>(_ arguments: C, into usage: inout DependencyUsage)
    where C.Element == LabeledExprSyntax {
        for argument in arguments {
            switch argument.label?.text {
            case "qualifier": usage.qualifier = located(argument.expression)
            case "qualifierBy": usage.qualifierBy = located(argument.expression)
            case "with": usage.hasPayload = true
            case nil where usage.kind == .propertyValueWrapper: usage.path = located(argument.expression)
            default: continue
            }
        }
    }

    private func located(_ expression: ExprSyntax) -> LocatedValue {
        LocatedValue(LiteralReader.value(of: expression), at: locator.location(of: expression))
    }

    private static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text
        }
        return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }
}

/// E010: a `qualifier`, `scope` or `target` that is not a literal (never pasted into generated code).
struct LiteralValueValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        // One list for every finding; the subject's text is made only for a component with one.
        var found: [Diagnostic] = []
        for component in context.components {
            if let qualifier = component.facts.qualifier, case .expression(let text) = qualifier.value {
                found.append(
                    .nonLiteral(
                        "qualifier", of: ValidationContext.subject(component), text,
                        expected: "a string literal or nil",
                        at: qualifier.location))
            }
            if let scope = component.facts.scope, !Self.isScope(scope.value) {
                found.append(
                    .nonLiteral(
                        "scope", of: ValidationContext.subject(component), Self.text(scope.value),
                        expected: Self.scopes,
                        at: scope.location))
            }
            if component.kind == .configProperty, let target = component.facts.target, target.value.literalText == nil {
                found.append(
                    .nonLiteral(
                        "target", of: ValidationContext.subject(component), Self.text(target.value),
                        expected: "a string literal", at: target.location))
            }
        }
        return found
    }

    private static let scopes = "one of .always, .singleton, .prototype, .weak"

    private static func isScope(_ value: DeclaredValue) -> Bool {
        value.literalText.flatMap(ComponentScope.init(rawValue:)) != nil
    }

    private static func text(_ value: DeclaredValue) -> String {
        switch value {
        case .literal(let text): return text
        case .none: return "nil"
        case .expression(let text): return text
        }
    }
}

extension DiagnosticID {
    /// A qualifier, scope or target that is not a literal.
    public static let nonLiteralValue = DiagnosticID("E010")
}

extension Diagnostic {
    static func nonLiteral(
        _ member: String, of subject: String, _ text: String, expected: String, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            .nonLiteralValue,
            "\(member) of \(subject) must be \(expected), not '\(text)'; Deli reads it at build time",
            at: location)
    }
}

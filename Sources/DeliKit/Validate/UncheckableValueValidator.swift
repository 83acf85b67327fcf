/// W102: a qualifier or property path given as an expression, which the build cannot check.
struct UncheckableValueValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        context.graph.usages.sparseFlatMap { usage -> [Diagnostic] in
            let values: [(String, LocatedValue?)] = [
                ("qualifier", usage.qualifier), ("qualifierBy", usage.qualifierBy), ("property path", usage.path),
            ]
            return values.compactMap { what, value in
                guard let value, case .expression(let text) = value.value else { return nil }
                return .uncheckableValue(what, text, at: value.location)
            }
        }
    }
}

extension DiagnosticID {
    /// A qualifier or property path that is not a literal.
    public static let uncheckableValue = DiagnosticID("W102")
}

extension Diagnostic {
    static func uncheckableValue(_ what: String, _ text: String, at location: SourceLocation) -> Diagnostic {
        .warning(
            .uncheckableValue,
            "\(what) '\(text)' is not a literal and cannot be checked at build time; use a string literal to have "
                + "it checked",
            at: location)
    }
}

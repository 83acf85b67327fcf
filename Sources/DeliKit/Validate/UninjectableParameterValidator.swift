/// E008: a dependency initialiser (or `inject(...)`) parameter of a type that no registration can
/// provide: a function, a tuple, an `inout` or a variadic parameter. The generated factory could not even spell
/// the lookup, so this is an error in a library too, not an open requirement for the app.
struct UninjectableParameterValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        context.compactMapResolved { item -> Diagnostic? in
            guard case .uninjectable(let form) = item.resolution else { return nil }
            return .uninjectableParameter(
                item.dependency.label, form: form, requester: ValidationContext.subject(item.component),
                declaration: ValidationContext.declarationNote(item.component), at: item.dependency.location)
        }
    }
}

extension Diagnostic {
    static func uninjectableParameter(
        _ label: String?, form: String, requester: String, declaration: DiagnosticNote, at location: SourceLocation
    ) -> Diagnostic {
        let parameter = label.map { "parameter '\($0)'" } ?? "a parameter"
        let fix =
            form == "a variadic parameter"
            ? "take an array ('[T]') for every registered 'T'"
            : "take a protocol or a class that a component provides, and keep the "
                + (form == "a function" ? "closure" : "value") + " in it"
        return .error(
            .autowiredInitializer, "\(parameter) of \(requester) is \(form), which no registration can provide; \(fix)",
            at: location, notes: [declaration])
    }
}

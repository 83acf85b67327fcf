/// E014: a `Config(...)` member without the type to create, creating a type no dependency can ask
/// for (an array, a function, a tuple), or with an array dependency.
struct ConfigCallValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        context.components.sparseFlatMap { component -> [Diagnostic] in
            // Only configuration members have a call.
            guard component.kind == .configMember, let call = component.facts.configCall,
                let member = component.configuration
            else { return [] }
            let name = "\(member.typeName).\(member.memberName)"
            guard let created = call.createdType else { return [.configWithoutType(name, at: call.location)] }
            if let form = TypeText.uninjectableForm(created) {
                return [.configUnaskableType(name, type: created, form: form, at: call.location)]
            }
            let resolved = context.analysis.catalog.resolveType(created, from: member.typeName)
            if resolved.isArray {
                return [.configArrayType(name, type: created, element: resolved.name, at: call.location)]
            }
            return component.dependencies.filter(\.isArray).map {
                .configArrayDependency(name, element: $0.typeName, at: $0.location)
            }
        }
    }
}

extension DiagnosticID {
    /// A misused `Config(...)` call.
    public static let configMisuse = DiagnosticID("E014")
}

extension Diagnostic {
    static func configWithoutType(_ member: String, at location: SourceLocation) -> Diagnostic {
        .error(
            .configMisuse,
            "Config(...) of '\(member)' does not name the type it creates; write Config(T.self, D1.self, ...) { ... }",
            at: location)
    }

    static func configArrayType(_ member: String, type: String, element: String, at location: SourceLocation)
        -> Diagnostic
    {
        .error(
            .configMisuse,
            "Config(...) of '\(member)' creates '\(type)', which no dependency can ask for: an array parameter "
                + "gathers every registration of '\(element)'; register each element, or wrap the array in a type",
            at: location)
    }

    static func configUnaskableType(_ member: String, type: String, form: String, at location: SourceLocation)
        -> Diagnostic
    {
        .error(
            .configMisuse,
            "Config(...) of '\(member)' creates '\(type)', \(form), which no dependency can ask for; wrap it in a "
                + "type",
            at: location)
    }

    static func configArrayDependency(_ member: String, element: String, at location: SourceLocation) -> Diagnostic {
        .error(
            .configMisuse,
            "Config(...) of '\(member)' cannot take the array dependency '[\(element)]'; ask for the array in "
                + "the created type (Autowired) instead",
            at: location)
    }
}

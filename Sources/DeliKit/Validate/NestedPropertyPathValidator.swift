/// W112: values written under a nested `ConfigProperty` field's path (`app.database.url` for the
/// field `database` of `AppConfig`, whose `target` is `app`), while the nested struct is built from
/// its own `target` (`database`): what is written there does not reach the field.
///
/// Reported once per field, in the first profile that defines the path. Nothing is said when the
/// nested struct's `target` is that path.
struct NestedPropertyPathValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        let targets = nestedTargets(context.components)
        let components = context.components
        return components.indices.sparseFlatMap { index -> [Diagnostic] in
            guard components[index].isRegistrable, let property = components[index].configProperty else { return [] }
            return property.fields.compactMap { field -> Diagnostic? in
                guard field.isNested, let path = property.path(of: field), let target = targets[field.typeName],
                    target != path
                else { return nil }
                return firstDefinition(of: path, in: context).map { profile, fact in
                    .unreadNestedPath(
                        path, field: field, of: components[index].typeName, target: target, profile: profile,
                        value: fact.location)
                }
            }
        }
    }

    /// The `target` of every `ConfigProperty` struct, by type name.
    private func nestedTargets(_ components: [ComponentDeclaration]) -> [String: String] {
        var targets: [String: String] = [:]
        for component in components where component.kind == .configProperty {
            if let target = component.configProperty?.target { targets[component.typeName] = target }
        }
        return targets
    }

    private func firstDefinition(of path: String, in context: ValidationContext) -> (String, PropertyFact)? {
        for profile in context.profiles {
            if let fact = profile.source.lookup(path) { return (profile.name, fact) }
        }
        return nil
    }
}

extension DiagnosticID {
    /// Values under a nested `ConfigProperty` field's path, which builds the field from its own target.
    public static let unreadNestedPath = DiagnosticID("W112")
}

extension Diagnostic {
    static func unreadNestedPath(
        _ path: String, field: ConfigPropertyField, of type: String, target: String, profile: String,
        value: SourceLocation?
    ) -> Diagnostic {
        .warning(
            .unreadNestedPath,
            "field '\(field.name)' of ConfigProperty '\(type)' is not read from '\(path)', which profile '\(profile)' "
                + "defines: '\(field.typeName)' is built from its own target '\(target)'; move the values under "
                + "'\(target)', or set the target of '\(field.typeName)' to '\(path)'",
            at: field.location, notes: value.map { [DiagnosticNote("'\(path)' is defined here", at: $0)] } ?? [])
    }
}

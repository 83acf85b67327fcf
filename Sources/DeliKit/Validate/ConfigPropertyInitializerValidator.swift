/// E016 for `ConfigProperty` structs: the generated factory builds one with its memberwise
/// initialiser, from another file, and assigns a field with a default afterwards. An initialiser
/// in the struct's body removes the memberwise one, a `private`/`fileprivate` field makes it just
/// as hidden, and a `private(set)` field with a default cannot be assigned.
struct ConfigPropertyInitializerValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        context.components.sparseFlatMap { component -> [Diagnostic] in
            guard component.kind == .configProperty, let property = component.configProperty else { return [] }
            var found: [Diagnostic] = []
            if let location = property.ownInitializer {
                found.append(.removedMemberwiseInitializer(component, at: location))
            }
            for field in property.fields {
                if field.isInaccessible {
                    found.append(.hiddenMemberwiseInitializer(component, field: field))
                } else if field.hasDefault, field.isSetterInaccessible {
                    found.append(.unassignableDefaultedField(component, field: field))
                }
            }
            return found
        }
    }
}

extension Diagnostic {
    private static func created(_ component: ComponentDeclaration) -> String {
        "ConfigProperty '\(component.typeName)' is created by the generated factory with its memberwise initialiser"
    }

    static func removedMemberwiseInitializer(_ component: ComponentDeclaration, at location: SourceLocation)
        -> Diagnostic
    {
        .error(
            .inaccessibleInitializer,
            created(component) + ", which this initialiser removes; declare it in an extension, "
                + "which keeps the memberwise initialiser",
            at: location, notes: [ValidationContext.declarationNote(component)])
    }

    static func hiddenMemberwiseInitializer(_ component: ComponentDeclaration, field: ConfigPropertyField)
        -> Diagnostic
    {
        .error(
            .inaccessibleInitializer,
            created(component) + ", which this private or fileprivate field hides from another file; make "
                + "'\(field.name)' internal (a computed property can still convert it)",
            at: field.location, notes: [ValidationContext.declarationNote(component)])
    }

    static func unassignableDefaultedField(_ component: ComponentDeclaration, field: ConfigPropertyField)
        -> Diagnostic
    {
        .error(
            .inaccessibleInitializer,
            "field '\(field.name)' of ConfigProperty '\(component.typeName)' keeps its default unless its property "
                + "is set, and the generated factory then assigns it, but its setter is private; drop 'private(set)'",
            at: field.location, notes: [ValidationContext.declarationNote(component)])
    }
}

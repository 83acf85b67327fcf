/// E020: a `ConfigProperty` field of a type no property can fill.
///
/// A field is read from `target.field` when its type is a scalar (`String`, `Bool`, the integers,
/// `Double`, `Float`, optional or not) or another `ConfigProperty` struct (not optional: it is
/// built from its own `target`, which then must be defined). Any other type (an array, an enum,
/// `URL`) would be looked up as a registered component instead of being read.
struct ConfigPropertyFieldValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        context.components.sparseFlatMap { component -> [Diagnostic] in
            guard component.kind == .configProperty, let property = component.configProperty else { return [] }
            return property.fields.compactMap { field in
                if field.isNested {
                    guard field.isOptional else { return nil }
                    return .unreadableField(field, of: component.typeName, reason: .optionalNested)
                }
                guard !PropertyConversion.scalarTypes.contains(field.typeName) else { return nil }
                return .unreadableField(field, of: component.typeName, reason: .unsupportedType)
            }
        }
    }
}

extension DiagnosticID {
    /// A `ConfigProperty` field of a type no property can fill.
    public static let unreadableField = DiagnosticID("E020")
}

extension Diagnostic {
    enum UnreadableFieldReason {
        case unsupportedType, optionalNested
    }

    static func unreadableField(
        _ field: ConfigPropertyField, of type: String, reason: UnreadableFieldReason
    ) -> Diagnostic {
        let written = field.typeName + (field.isOptional ? "?" : "")
        let why: String
        switch reason {
        case .unsupportedType:
            why =
                "no property can fill a '\(written)'; a field is a String, Bool, Int, Int8…Int64, UInt, UInt8…UInt64, "
                + "Double or Float (optional or not), or another ConfigProperty struct"
        case .optionalNested:
            why =
                "a nested ConfigProperty is built from its own 'target', which must be defined, so it is never nil; "
                + "make the field '\(field.typeName)', or read its values as optional scalar fields"
        }
        return .error(.unreadableField, "field '\(field.name)' of ConfigProperty '\(type)': \(why)", at: field.location)
    }
}

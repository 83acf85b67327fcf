/// E006: a `ConfigProperty` field whose value cannot be read as the field's type, in every profile.
struct PropertyValueValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        // By index, without a filtered copy of the list.
        let components = context.components
        let fields = components.indices.sparseFlatMap { index -> [(String, ConfigPropertyField)] in
            guard components[index].isRegistrable, let property = components[index].configProperty else { return [] }
            // A nested ConfigProperty is not read at `target.field` but built from its own `target`.
            return property.fields.compactMap { field in
                field.isNested ? nil : property.path(of: field).map { ($0, field) }
            }
        }
        return context.profiles.flatMap { profile in
            fields.compactMap { path, field -> Diagnostic? in
                guard let fact = profile.source.lookup(path),
                    !PropertyConversion.converts(fact, to: field)
                else { return nil }
                return .unconvertibleProperty(
                    path, profile: profile.name, fact: fact, type: field.typeName, at: field.location)
            }
        }
    }
}

extension DiagnosticID {
    /// A property value that cannot be read as its field's type.
    public static let unconvertibleProperty = DiagnosticID("E006")
}

extension Diagnostic {
    static func unconvertibleProperty(
        _ path: String, profile: String, fact: PropertyFact, type: String, at location: SourceLocation
    ) -> Diagnostic {
        .error(
            .unconvertibleProperty,
            "property '\(path)' in profile '\(profile)' is \(describe(fact)), which cannot be read as '\(type)'",
            at: location, notes: fact.location.map { [DiagnosticNote("value defined here", at: $0)] } ?? [])
    }

    private static func describe(_ fact: PropertyFact) -> String {
        switch fact.kind {
        case .string: return "the string \"\(fact.text)\""
        case .int, .float, .bool: return "the \(fact.kind.rawValue) \(fact.text)"
        case .null: return "null"
        case .mapping: return "a mapping"
        case .sequence: return "a sequence"
        }
    }
}

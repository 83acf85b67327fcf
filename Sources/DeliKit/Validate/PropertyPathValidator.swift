/// E005: a property path that is not defined, checked in every profile.
///
/// Paths come from `InjectProperty`, `@PropertyValue`, qualifier-by-property (comments and
/// `qualifierBy:`) and non-optional scalar `ConfigProperty` fields without a default. A path read as a `String` whose value
/// is null is missing too: the runtime reads a null as no value.
struct PropertyPathValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        let paths = requiredPaths(context)
        return context.profiles.flatMap { profile in
            paths.compactMap { path, location, readsString in
                let fact = profile.source.lookup(path)
                if readsString, let fact, fact.kind == .null {
                    return .missingProperty(
                        path, profile: profile.name, suggestion: nil, notes: Self.nullNotes(path, fact), at: location)
                }
                return fact == nil ? missing(path, profile: profile, at: location) : nil
            }
        }
    }

    /// The note at a null that leaves a path read as a `String` missing.
    private static func nullNotes(_ path: String, _ fact: PropertyFact) -> [DiagnosticNote] {
        fact.location.map { [DiagnosticNote("'\(path)' is null here, which reads as missing", at: $0)] } ?? []
    }

    /// E005 with a "did you mean" and notes at the mapping that lacks the key, or else at each
    /// file the profile reads.
    private func missing(
        _ path: String, profile: (name: String, source: any PropertySource), at location: SourceLocation
    ) -> Diagnostic {
        let suggester = PropertyPathSuggester(source: profile.source)
        var notes: [DiagnosticNote]
        if let parent = suggester.deepestParent(of: path) {
            notes = [DiagnosticNote("'\(parent.path)' is defined here, without '\(path)'", at: parent.location)]
        } else {
            notes = profile.source.files.map {
                DiagnosticNote("profile '\(profile.name)' reads this file, which lacks '\(path)'", at: .file($0))
            }
        }
        return .missingProperty(
            path, profile: profile.name, suggestion: suggester.suggestion(for: path), notes: notes, at: location)
    }

    /// The paths read as a `String` (which a null leaves missing, as at run time), then the
    /// non-optional `ConfigProperty` fields (whose null is E006's).
    private func requiredPaths(_ context: ValidationContext) -> [(String, SourceLocation, readsString: Bool)] {
        var paths = context.stringPropertyPaths.map { ($0.path, $0.location, readsString: true) }
        let components = context.components
        for index in components.indices where components[index].isRegistrable {
            guard let property = components[index].configProperty else { continue }
            // A nested ConfigProperty is built from its own `target`: its fields are checked there.
            for field in property.fields where !field.isOptional && !field.hasDefault && !field.isNested {
                if let path = property.path(of: field) { paths.append((path, field.location, readsString: false)) }
            }
        }
        return paths
    }
}

extension DiagnosticID {
    /// A property path that no property file defines.
    public static let missingProperty = DiagnosticID("E005")
}

extension Diagnostic {
    static func missingProperty(
        _ path: String, profile: String, suggestion: String?, notes: [DiagnosticNote], at location: SourceLocation
    ) -> Diagnostic {
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return .error(
            .missingProperty, "property '\(path)' is not defined in profile '\(profile)'\(hint)", at: location,
            notes: notes)
    }
}

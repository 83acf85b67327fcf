/// E005: a property path that is not defined, checked in every profile.
///
/// Paths come from `InjectProperty`, `@PropertyValue`, qualifier-by-property (comments and
/// `qualifierBy:`) and non-optional `ConfigProperty` fields.
struct PropertyPathValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        let paths = requiredPaths(context)
        return context.profiles.flatMap { profile in
            paths.compactMap { path, location in
                profile.source.lookup(path) == nil ? missing(path, profile: profile, at: location) : nil
            }
        }
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

    private func requiredPaths(_ context: ValidationContext) -> [(String, SourceLocation)] {
        var paths: [(String, SourceLocation)] = []
        // By index, and each component's dependencies in place (see `forEachQualifierPath`).
        let components = context.components
        for index in components.indices where components[index].isRegistrable {
            components[index].forEachQualifierPath { paths.append(($0, $1)) }
            guard let property = components[index].configProperty else { continue }
            for field in property.fields where !field.isOptional {
                if let path = property.path(of: field) { paths.append((path, field.location)) }
            }
        }
        for usage in context.graph.usages {
            for value in [usage.path, usage.qualifierBy].compactMap({ $0 }) {
                if let path = value.value.literalText { paths.append((path, value.location)) }
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

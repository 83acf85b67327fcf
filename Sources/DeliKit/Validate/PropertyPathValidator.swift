/// E005: a property path that is not defined, checked in every profile.
///
/// Paths come from `InjectProperty`, `@PropertyValue`, qualifier-by-property (comments and
/// `qualifierBy:`) and non-optional `ConfigProperty` fields.
struct PropertyPathValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        let paths = requiredPaths(context)
        return context.profiles.flatMap { profile in
            paths.compactMap { path, location in
                profile.source.lookup(path) == nil
                    ? .missingProperty(path, profile: profile.name, at: location) : nil
            }
        }
    }

    private func requiredPaths(_ context: ValidationContext) -> [(String, SourceLocation)] {
        var paths: [(String, SourceLocation)] = []
        for component in context.components where component.isRegistrable {
            for dependency in component.dependencies {
                if let path = dependency.qualifierBy { paths.append((path, dependency.location)) }
            }
            guard let property = component.configProperty else { continue }
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
    static func missingProperty(_ path: String, profile: String, at location: SourceLocation) -> Diagnostic {
        .error(.missingProperty, "property '\(path)' is not defined in profile '\(profile)'", at: location)
    }
}

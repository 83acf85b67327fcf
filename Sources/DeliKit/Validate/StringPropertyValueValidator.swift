/// E006 for the paths the runtime reads as a `String` (`InjectProperty`, `@PropertyValue`,
/// qualifier-by-property): a mapping or a sequence cannot be read as one, in any profile.
struct StringPropertyValueValidator: GraphValidator {
    func validate(_ context: ValidationContext) -> [Diagnostic] {
        let paths = context.stringPropertyPaths
        return context.profiles.flatMap { profile in
            paths.compactMap { path, location -> Diagnostic? in
                guard let fact = profile.source.lookup(path), fact.kind == .mapping || fact.kind == .sequence
                else { return nil }
                return .unconvertibleProperty(path, profile: profile.name, fact: fact, type: "String", at: location)
            }
        }
    }
}

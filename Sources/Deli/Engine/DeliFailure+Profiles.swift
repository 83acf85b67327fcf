/// The messages that stop a load: an unknown profile, an override that does not convert.
extension DeliFailure {
    /// A chosen profile that the module's factory does not have (nor any other loaded module).
    static func unknownProfile(
        _ name: String, selection: ProfileSelection, known: [String], module: ModuleFactory
    ) -> String {
        let source: String
        let fix: String
        switch selection.source {
        case .environment:
            source = "\(ProfileSelection.variable)=\"\(selection.names.joined(separator: ","))\""
            fix = "Fix: set \(ProfileSelection.variable) to known profiles (a comma-separated list), or unset it."
        case .code:
            source = "AppContext.setDefaultProfiles(\(selection.names))"
            fix = "Fix: pass known profiles to setDefaultProfiles(_:)."
        case .assembler:
            source = "the default profile of the module that loaded it"
            fix = "Fix: run `deli build` again for the module that lists it in dependencyFactories."
        case .factory:
            source = "the default profile of the factory"
            fix = "Fix: run `deli build` again so the factory's default names one of its profiles."
        }
        return [
            "Deli: unknown profile \"\(name)\" (from \(source)) for \(type(of: module)).",
            "Known profiles: \(known.joined(separator: ", ")).",
            fix,
        ].joined(separator: "\n")
    }

    /// An environment variable whose value does not convert to the type of the path it overrides.
    static func badOverride(_ failure: EnvironmentOverrides.Failure, module: ModuleFactory) -> String {
        [
            "Deli: environment variable \(failure.variable)=\"\(failure.value)\" overrides property "
                + "\"\(failure.path)\" of \(type(of: module)), but \"\(failure.value)\" is not a valid "
                + "\(failure.type.name).",
            "Fix: set \(failure.variable) to a valid \(failure.type.name), or unset it.",
        ].joined(separator: "\n")
    }
}

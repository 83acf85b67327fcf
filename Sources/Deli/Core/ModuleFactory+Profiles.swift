extension ModuleFactory {
    /// The profiles this module activated, in order (empty without profiles).
    public var activeProfiles: [String] {
        withContextLock { activeProfileNames }
    }

    /// For generated factories: activates the profiles the context chooses, merges their trees on
    /// top of the common one, applies overrides from the environment and loads the result.
    ///
    /// Stops the program when a chosen profile does not exist or an override does not convert to
    /// its path's type. A factory without profiles ignores `DELI_PROFILE`.
    public func loadProfiles(_ profiles: PropertyProfiles) {
        let environment = context?.environment ?? .process
        let active = chooseProfiles(profiles, environment: environment)
        let merged = profiles.merged(active)
        switch EnvironmentOverrides.apply(to: merged, types: profiles.types, environment: environment) {
        case .success(let tree):
            withContextLock { activeProfileNames = active }
            loadProperty(tree)
        case .failure(let failure):
            DeliFailure.stop(DeliFailure.badOverride(failure, module: self))
        }
    }

    /// The profiles to activate; stops when one of them is unknown.
    private func chooseProfiles(_ profiles: PropertyProfiles, environment: Environment) -> [String] {
        guard !profiles.profiles.isEmpty else { return [] }
        let selection = ProfileSelection.choose(
            profiles, environment: environment, codeDefault: context?.defaultProfiles)
        if let unknown = selection.unknownName(in: profiles) {
            DeliFailure.stop(
                DeliFailure.unknownProfile(unknown, selection: selection, profiles: profiles, module: self))
        }
        return selection.names
    }
}

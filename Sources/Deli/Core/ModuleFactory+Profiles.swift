extension ModuleFactory {
    /// The profiles this module activated, in order (empty without profiles).
    public var activeProfiles: [String] {
        withContextLock { activeProfileNames }
    }

    /// For generated factories: activates the profiles the context chooses, merges their trees on
    /// top of the common one, applies overrides from the environment and loads the result.
    ///
    /// A chosen profile this factory does not have is left out: the module loads its common
    /// properties (and its other chosen profiles), as `deli build` assumed when it checked the app
    /// in that profile. Once the load finishes, a chosen name that no loaded module has stops the
    /// program, and so does an override that does not convert to its path's type. A factory
    /// without profiles ignores `DELI_PROFILE`.
    public func loadProfiles(_ profiles: PropertyProfiles) {
        let environment = context?.environment ?? .process
        let selection = chooseProfiles(profiles, environment: environment)
        let active = selection?.names.filter { profiles.names.contains($0) } ?? []
        let merged = profiles.merged(active)
        switch EnvironmentOverrides.apply(to: merged, types: profiles.types, environment: environment) {
        case .success(let tree):
            withContextLock {
                activeProfileNames = active
                profileChoice = selection.map { (known: profiles.names, selection: $0) }
            }
            loadProperty(tree)
        case .failure(let failure):
            DeliFailure.stop(DeliFailure.badOverride(failure, module: self))
        }
    }

    /// The profiles chosen for this module; nil without profiles. Stops when the factory's own
    /// default is not one of its profiles (a stale factory).
    private func chooseProfiles(_ profiles: PropertyProfiles, environment: Environment) -> ProfileSelection? {
        guard !profiles.profiles.isEmpty else { return nil }
        let selection = ProfileSelection.choose(
            profiles, environment: environment, codeDefault: context?.defaultProfiles, assembler: assemblerProfiles)
        if selection.source == .factory, let unknown = selection.unknownName(in: profiles.names) {
            DeliFailure.stop(
                DeliFailure.unknownProfile(unknown, selection: selection, known: profiles.names, module: self))
        }
        return selection
    }

    /// The first name chosen for this module that neither it nor any of `modules` has, with the
    /// message that stops the load; nil when every chosen name is a profile of one of them.
    func unknownProfileFailure(among modules: [ModuleFactory]) -> String? {
        // The app's default, in a module that lacks it: the module's common properties, as checked.
        guard let choice = profileChoice, choice.selection.source != .assembler else { return nil }
        let unknown = choice.selection.names.first { name in
            !choice.known.contains(name) && !modules.contains { $0.profileChoice?.known.contains(name) == true }
        }
        return unknown.map {
            DeliFailure.unknownProfile($0, selection: choice.selection, known: choice.known, module: self)
        }
    }

    /// The profiles the modules this one loads as dependencies run in when nothing else chooses: the
    /// ones this module chose, or `default` for a module without profiles (its build checked its
    /// dependencies in `default`, against the common properties of those that lack it). Call with
    /// the context's lock held.
    var profilesForDependencies: [String] {
        profileChoice?.selection.names ?? assemblerProfiles ?? ["default"]
    }
}

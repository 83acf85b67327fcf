extension GraphChecker {
    /// Builds the graph from scan results and runs every check against each property profile of
    /// `target`, as `deli build` does.
    ///
    /// - Parameters:
    ///   - results: the target's scan results.
    ///   - target: the configured target; its profiles are the property sources (the implicit
    ///     profile of a target without `profiles:` is checked under the name `default`).
    ///   - externals: registrations of the modules this one depends on.
    public static func check(
        scanned results: [ScanResult], target: BuildTarget, externals: [ExternalRegistration] = []
    ) -> GraphCheckResult {
        check(scanned: results, properties: propertySources(of: target), externals: externals)
    }

    /// Each profile's merged tree, by profile name.
    static func propertySources(of target: BuildTarget) -> [String: any PropertySource] {
        var sources: [String: any PropertySource] = [:]
        for profile in target.profiles {
            sources[profile.name ?? "default"] = PropertyTreeSource(tree: profile.tree, readFiles: profile.files)
        }
        return sources
    }
}

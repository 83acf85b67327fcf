extension BuildTarget {
    /// Each profile's merged tree, by name, as the checks read it; the implicit profile of a target
    /// without `profiles:` is checked under the name `default`.
    var propertySources: [String: any PropertySource] {
        var sources: [String: any PropertySource] = [:]
        for profile in profiles {
            sources[profile.name ?? "default"] = PropertyTreeSource(tree: profile.tree, readFiles: profile.files)
        }
        return sources
    }
}

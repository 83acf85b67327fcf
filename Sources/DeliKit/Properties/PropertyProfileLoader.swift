/// Loads the property files of one `deli.yml` entry: `properties:` merged, and each profile's files
/// merged on top of them.
struct PropertyProfileLoader {
    let fileSystem: any FileSystem
    /// The folder of the `deli.yml` the entry is written in; its paths are relative to it.
    let configDirectory: String

    /// The common tree and every profile (without `profiles:`, one unnamed profile holding the
    /// common tree). `replacingFiles` (`--property`) replaces `properties:`.
    func profiles(of entry: ConfigEntry, replacingFiles: [String]? = nil, diagnostics: inout [Diagnostic])
        -> (common: PropertyTree, profiles: [PropertyProfile])
    {
        let loader = PropertyFileLoader(fileSystem: fileSystem)
        let (base, baseFiles) = loader.loadFiles(
            basePatterns(entry, replacingFiles: replacingFiles), diagnostics: &diagnostics)
        guard !entry.profiles.isEmpty else {
            return (base, [PropertyProfile(name: nil, tree: base, files: baseFiles)])
        }
        let common = Set(baseFiles)
        let profiles = entry.profiles.map { profile in
            let patterns = profile.files.map {
                PropertyFileLoader.Pattern($0.value, base: configDirectory, location: $0.location)
            }
            let (overlay, files) = loader.loadFiles(patterns, diagnostics: &diagnostics)
            return PropertyProfile(
                name: profile.name.value, tree: base.merging(overlay), overlay: overlay,
                files: baseFiles + files.filter { !common.contains($0) })
        }
        return (base, profiles)
    }

    private func basePatterns(_ entry: ConfigEntry, replacingFiles: [String]?) -> [PropertyFileLoader.Pattern] {
        if let files = replacingFiles {
            return files.map { PropertyFileLoader.Pattern($0, base: ".") }
        }
        return entry.properties.map {
            PropertyFileLoader.Pattern($0.value, base: configDirectory, location: $0.location)
        }
    }
}

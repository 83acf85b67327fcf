/// Names the factory the build-tool plugin generates for each dependency module from `deli.yml`: an
/// entry for the module (same SwiftPM target in the same package) in the configuration being read,
/// else in the `deli.yml` of the module's own package, gives its class name and access. An entry
/// alone does not make a factory: without the plugin, only a factory `deli build` wrote into the
/// module's sources is compiled with it.
struct DependencyFactoryNamer {
    let fileSystem: any FileSystem
    let configDirectory: String
    let entries: [ConfigEntry]

    func name(_ modules: [DependencyModule]) -> [DependencyModule] {
        var packageEntries: [String: [ConfigEntry]] = [:]
        return modules.map { module in
            var module = module
            let package = FilePath.normalize(module.packagePath)
            if let entry = entry(for: module, in: entries, directory: configDirectory) {
                if module.usesPlugin != false { module.factory = factory(entry) }
                (module.commonProperties, module.profiles) = profiles(of: entry, directory: configDirectory)
                take(entry, directory: configDirectory, into: &module)
            } else if package != FilePath.normalize(configDirectory) {
                if packageEntries[package] == nil { packageEntries[package] = readEntries(package) }
                if let entry = entry(for: module, in: packageEntries[package] ?? [], directory: package) {
                    if module.usesPlugin != false { module.factory = factory(entry) }
                    (module.commonProperties, module.profiles) = profiles(of: entry, directory: package)
                    take(entry, directory: package, into: &module)
                }
            }
            return module
        }
    }

    private func entry(for module: DependencyModule, in entries: [ConfigEntry], directory: String) -> ConfigEntry? {
        entries.first { entry in
            let project = FilePath.join(directory, entry.project?.value ?? ".")
            return (entry.target ?? entry.name).value == module.name
                && FilePath.normalize(project) == FilePath.normalize(module.packagePath)
        }
    }

    /// The factory the entry describes, and its `exclude` globs, which the factory's sources leave out.
    private func take(_ entry: ConfigEntry, directory: String, into module: inout DependencyModule) {
        module.entryFactory = factory(entry)
        module.exclude = entry.exclude.map(\.value)
        module.excludeRoot = FilePath.join(directory, entry.project?.value ?? ".")
    }

    private func factory(_ entry: ConfigEntry) -> DependencyFactory {
        DependencyFactory(
            className: entry.className?.value ?? BuildTargetAssembler.defaultClassName,
            accessControl: entry.accessControl?.value ?? BuildTargetAssembler.defaultAccess,
            accessLocation: entry.accessControl?.location)
    }

    /// The entry's common tree and property profiles; problems in its files are reported when the
    /// module is built.
    private func profiles(of entry: ConfigEntry, directory: String) -> (PropertyTree, [PropertyProfile]) {
        var ignored: [Diagnostic] = []
        let loader = PropertyProfileLoader(fileSystem: fileSystem, configDirectory: directory)
        let loaded = loader.profiles(of: entry, diagnostics: &ignored)
        return (loaded.common, loaded.profiles)
    }

    /// The entries of the package's own `deli.yml`; none when it is missing or unreadable (that
    /// file's problems are reported when that package is built).
    private func readEntries(_ package: String) -> [ConfigEntry] {
        let path = FilePath.join(package, "deli.yml")
        guard let bytes = try? fileSystem.readFile(at: path) else { return [] }
        let result = YAMLReader.read(bytes, file: path)
        guard let root = result.root, !result.hasErrors else { return [] }
        var decoder = ConfigurationDecoder(file: path)
        return decoder.decode(root).entries
    }
}

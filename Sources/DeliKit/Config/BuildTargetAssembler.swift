/// Resolves one ``ConfigEntry`` into a ``BuildTarget``: sources, output paths, defaults,
/// dependencies and the merged property tree of every profile.
struct BuildTargetAssembler {
    static let defaultClassName = "DeliFactory"
    static let defaultOutputName = "DeliFactory.swift"
    static let defaultResolvedName = "Deli.resolved"

    let fileSystem: any FileSystem
    let configDirectory: String
    let options: ConfigurationOptions

    /// The target, or nil when its project cannot be used (the reason is in `diagnostics`).
    func assemble(_ entry: ConfigEntry, diagnostics: inout [Diagnostic]) -> BuildTarget? {
        let finder = SourceFileFinder(fileSystem: fileSystem)
        guard let found = finder.sources(for: entry, configDirectory: configDirectory, diagnostics: &diagnostics)
        else { return nil }
        let output = outputPath(entry, project: found.project, sourceDirectory: found.sourceDirectory)
        let sources = found.files.filter { $0 != output }
        if sources.isEmpty {
            let searched = FilePath.join(found.project, found.sourceDirectory)
            diagnostics.append(.noSources(target: entry.name.value, searched: searched, at: entry.name.location))
        }
        let (profiles, selected) = loadProfiles(entry, diagnostics: &diagnostics)
        return BuildTarget(
            name: entry.name.value, moduleName: entry.target?.value ?? entry.name.value, location: entry.name.location,
            projectPath: found.project, sourceFiles: sources,
            outputPath: output, className: entry.className?.value ?? Self.defaultClassName,
            classNameLocation: entry.className?.location, accessControl: entry.accessControl?.value ?? .internal,
            resolve: resolveSettings(entry, found.project),
            dependencies: entry.dependencies.map(dependency), profiles: profiles, selectedProfile: selected)
    }

    private func outputPath(_ entry: ConfigEntry, project: String, sourceDirectory: String) -> String {
        guard let output = entry.output?.value else {
            return FilePath.join(FilePath.join(project, sourceDirectory), Self.defaultOutputName)
        }
        let path = FilePath.join(configDirectory, output)
        let isDirectory = output.hasSuffix("/") || fileSystem.itemKind(at: path) == .directory
        return isDirectory ? FilePath.join(path, Self.defaultOutputName) : path
    }

    private func resolveSettings(_ entry: ConfigEntry, _ project: String) -> ResolveSettings {
        let path = entry.resolveOutput.map { FilePath.join(configDirectory, $0.value) }
        return ResolveSettings(
            outputPath: path ?? FilePath.join(project, Self.defaultResolvedName),
            generate: entry.resolveGenerate ?? true)
    }

    private func dependency(_ entry: DependencyEntry) -> ModuleDependency {
        ModuleDependency(
            resolvedFilePath: FilePath.join(configDirectory, entry.path.value), imports: entry.imports.map(\.value),
            location: entry.path.location)
    }

    private func loadProfiles(_ entry: ConfigEntry, diagnostics: inout [Diagnostic]) -> ([PropertyProfile], String?) {
        let loader = PropertyFileLoader(fileSystem: fileSystem)
        let base = loader.load(basePatterns(entry), diagnostics: &diagnostics)
        guard !entry.profiles.isEmpty else { return ([PropertyProfile(name: nil, tree: base)], nil) }
        let profiles = entry.profiles.map { profile in
            let patterns = profile.files.map {
                PropertyFileLoader.Pattern($0.value, base: configDirectory, location: $0.location)
            }
            return PropertyProfile(
                name: profile.name.value, tree: base.merging(loader.load(patterns, diagnostics: &diagnostics)))
        }
        return (profiles, selectProfile(entry, diagnostics: &diagnostics))
    }

    private func basePatterns(_ entry: ConfigEntry) -> [PropertyFileLoader.Pattern] {
        if let files = options.propertyFiles {
            return files.map { PropertyFileLoader.Pattern($0, base: ".") }
        }
        return entry.properties.map {
            PropertyFileLoader.Pattern($0.value, base: configDirectory, location: $0.location)
        }
    }

    /// `--profile`, else a profile named `default`, else the first one.
    private func selectProfile(_ entry: ConfigEntry, diagnostics: inout [Diagnostic]) -> String? {
        let names = entry.profiles.map(\.name.value)
        if let requested = options.profile {
            if names.contains(requested) { return requested }
            diagnostics.append(.unknownProfile(requested, known: names, at: entry.profiles.first?.name.location))
        }
        return names.contains("default") ? "default" : names.first
    }
}

/// Resolves one ``ConfigEntry`` into a ``BuildTarget``: sources, output paths, defaults,
/// dependencies and the merged property tree of every profile.
struct BuildTargetAssembler {
    static let defaultClassName = "DeliFactory"
    static let defaultOutputName = "DeliFactory.swift"
    static let defaultResolvedName = "Deli.resolved"
    /// Public, so the factory of a library is reachable from the targets that depend on it.
    static let defaultAccess = AccessControl.public

    let fileSystem: any FileSystem
    let configDirectory: String
    let options: ConfigurationOptions
    /// Every entry of the configuration (selected or not): they name the factories of dependency modules.
    var entries: [ConfigEntry] = []
    /// Where the source walks of earlier runs are kept; nil walks every time.
    var walks: (any WalkRecordStorage)?

    /// The target, or nil when its project cannot be used (the reason is in `diagnostics`).
    func assemble(_ entry: ConfigEntry, diagnostics: inout [Diagnostic]) -> BuildTarget? {
        let finder = SourceFileFinder(fileSystem: fileSystem, scheme: options.scheme, walks: walks)
        guard let found = finder.sources(for: entry, configDirectory: configDirectory, diagnostics: &diagnostics)
        else { return nil }
        let moduleName = entry.target?.value ?? entry.name.value
        let modules = DependencyModuleFinder(fileSystem: fileSystem, rootPackage: found.project)
        if let manifest = found.manifest { modules.remember(manifest, at: found.project) }
        let usesPlugin = modules.declaration(of: moduleName, inPackage: found.project)?.factory != nil
        let className = Self.className(of: entry)
        let output = outputPath(entry, className: className, found: found, usesPlugin: usesPlugin)
        if usesPlugin, let written = entry.output,
            FilePath.isInside(output, directory: FilePath.join(found.project, found.sourceDirectory))
        {
            diagnostics.append(.outputInsidePluginTarget(moduleName, output: output, at: written.location))
        }
        let sources = PathListMemo.shared.removing(output, from: found.files)
        if sources.isEmpty {
            let searched = FilePath.join(found.project, found.sourceDirectory)
            diagnostics.append(.noSources(target: entry.name.value, searched: searched, at: entry.name.location))
        }
        let (common, profiles, selected) = loadProfiles(entry, diagnostics: &diagnostics)
        var target = BuildTarget(
            name: entry.name.value, moduleName: found.moduleName ?? moduleName, location: entry.name.location,
            projectPath: found.project, sourceFiles: sources,
            outputPath: output, className: className,
            classNameLocation: entry.className?.location,
            accessControl: entry.accessControl?.value ?? Self.defaultAccess,
            resolve: resolveSettings(entry, found, usesPlugin: usesPlugin),
            dependencies: entry.dependencies.map(dependency), profiles: profiles, selectedProfile: selected,
            commonProperties: common)
        target.sourceDirectory = FilePath.join(found.project, found.sourceDirectory)
        let namer = DependencyFactoryNamer(fileSystem: fileSystem, configDirectory: configDirectory, entries: entries)
        target.dependencyModules = namer.name(dependencyModules(moduleName, project: found.project, finder: modules))
        target.role = role(of: entry, declared: found.manifest?.target(named: moduleName))
        target.isMainActorByDefault =
            found.isMainActorByDefault || found.manifest?.target(named: moduleName)?.isMainActorByDefault == true
        return target
    }

    /// `app:`, else `--role`, else the manifest's kind of target (a `.target` is a library; an
    /// executable or test target assembles an app), else an app (a project without a manifest).
    private func role(of entry: ConfigEntry, declared: ManifestTarget?) -> TargetRole {
        if let isApp = entry.isApp { return isApp ? .app : .library }
        if let role = options.role { return role }
        return declared?.kind == "target" ? .library : .app
    }

    /// The modules `module` depends on: `--dependency-target`, else the package manifests.
    private func dependencyModules(_ module: String, project: String, finder: DependencyModuleFinder)
        -> [DependencyModule]
    {
        guard let given = options.dependencyTargets else { return finder.modules(of: module, inPackage: project) }
        return given.map { item in
            let package = PackageLocator(fileSystem: fileSystem).package(containing: item.directory)
            var module = DependencyModule(
                name: item.name, packagePath: package ?? item.directory, sourceDirectory: item.directory)
            if let package, let found = finder.declaration(of: item.name, inPackage: package) { module = found }
            return module
        }
    }

    /// The entry's `className`; without one, as in Deli 0.9, the name of its `output` file when that
    /// is a Swift identifier (`output: Survey/SurveyFactory.swift` → `SurveyFactory`), else `DeliFactory`.
    static func className(of entry: ConfigEntry) -> String {
        if let written = entry.className?.value { return written }
        guard let output = entry.output?.value, FilePath.pathExtension(of: output) == "swift" else {
            return defaultClassName
        }
        let name = String(FilePath.lastComponent(of: output).dropLast(".swift".count))
        let isIdentifier =
            name.first.map { $0.isLetter || $0 == "_" } == true
            && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        return isIdentifier ? name : defaultClassName
    }

    /// The entry's `output`; by default `DeliFactory.swift` in the target's sources, or, when the
    /// build-tool plugin is attached to the target (and generates the factory during `swift build`),
    /// `.deli/<entry>/<ClassName>.swift` in the project, so the two never both compile. A folder gets
    /// `<ClassName>.swift`. An Xcode project's `output` is relative to the project's folder, as in
    /// Deli 0.9; any other, to the folder of `deli.yml`.
    private func outputPath(
        _ entry: ConfigEntry, className: String, found: SourceFileFinder.Found, usesPlugin: Bool
    ) -> String {
        guard let output = entry.output?.value else {
            if usesPlugin {
                return FilePath.join(found.project, ".deli/\(entry.name.value)/\(className).swift")
            }
            return FilePath.join(FilePath.join(found.project, found.sourceDirectory), Self.defaultOutputName)
        }
        let path = FilePath.join(found.isXcodeProject ? found.project : configDirectory, output)
        let isDirectory = output.hasSuffix("/") || fileSystem.itemKind(at: path) == .directory
        return isDirectory ? FilePath.join(path, "\(className).swift") : path
    }

    /// `resolve:`; by default `Deli.resolved` in the project. For a target that has the plugin it is
    /// `.deli/<entry>/Deli.resolved`, beside the factory's copy; when other entries share the project,
    /// `<entry>.resolved`. So the targets of one package never write the same file. A written
    /// `resolve.output` is relative to where `output` is (an Xcode project's folder, else `deli.yml`'s).
    private func resolveSettings(_ entry: ConfigEntry, _ found: SourceFileFinder.Found, usesPlugin: Bool)
        -> ResolveSettings
    {
        let project = found.project
        let base = found.isXcodeProject ? project : configDirectory
        let path = entry.resolveOutput.map { FilePath.join(base, $0.value) }
        let name = entry.name.value
        let fallback: String
        if usesPlugin {
            fallback = FilePath.join(project, ".deli/\(name)/\(Self.defaultResolvedName)")
        } else {
            fallback = FilePath.join(project, sharesProject(entry) ? "\(name).resolved" : Self.defaultResolvedName)
        }
        return ResolveSettings(outputPath: path ?? fallback, generate: entry.resolveGenerate ?? true)
    }

    /// True when another entry of the configuration has the same project directory.
    private func sharesProject(_ entry: ConfigEntry) -> Bool {
        let project = { (entry: ConfigEntry) in FilePath.join(configDirectory, entry.project?.value ?? ".") }
        return entries.contains { $0.name.value != entry.name.value && project($0) == project(entry) }
    }

    private func dependency(_ entry: DependencyEntry) -> ModuleDependency {
        ModuleDependency(
            resolvedFilePath: FilePath.join(configDirectory, entry.path.value), imports: entry.imports.map(\.value),
            location: entry.path.location)
    }

    private func loadProfiles(_ entry: ConfigEntry, diagnostics: inout [Diagnostic])
        -> (common: PropertyTree, profiles: [PropertyProfile], selected: String?)
    {
        let loader = PropertyProfileLoader(fileSystem: fileSystem, configDirectory: configDirectory)
        let (base, profiles) = loader.profiles(
            of: entry, replacingFiles: options.propertyFiles, diagnostics: &diagnostics)
        guard !entry.profiles.isEmpty else {
            if let profile = entry.profile {
                diagnostics.append(.unknownProfile(profile.value, known: [], at: profile.location))
            }
            return (base, profiles, nil)
        }
        return (base, profiles, selectProfile(entry, diagnostics: &diagnostics))
    }

    /// `--profile`, else `profile:`, else a profile named `default`, else the first one. An
    /// unknown `profile:` is reported even when `--profile` replaces it.
    private func selectProfile(_ entry: ConfigEntry, diagnostics: inout [Diagnostic]) -> String? {
        let names = entry.profiles.map(\.name.value)
        var chosen: String?
        if let written = entry.profile {
            if names.contains(written.value) {
                chosen = written.value
            } else {
                let suggestion = KeySuggester.suggestion(for: written.value, among: names)
                diagnostics.append(
                    .unknownProfile(written.value, known: names, suggestion: suggestion, at: written.location))
            }
        }
        if let requested = options.profile {
            if names.contains(requested) { return requested }
            let suggestion = KeySuggester.suggestion(for: requested, among: names)
            diagnostics.append(
                .unknownProfile(
                    requested, known: names, suggestion: suggestion, at: entry.profiles.first?.name.location))
        }
        return chosen ?? (names.contains("default") ? "default" : names.first)
    }
}

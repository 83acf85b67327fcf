/// The configuration stage in one call: reads `deli.yml`, finds each target's sources, loads
/// and merges every profile's property files, and returns the targets with every diagnostic.
///
/// ```swift
/// let loader = ConfigurationLoader(fileSystem: LocalFileSystem())
/// let result = loader.load(configPath: "deli.yml", options: ConfigurationOptions(profile: "dev"))
/// for target in result.targets { print(target.name, target.sourceFiles.count) }
/// ```
///
/// Paths in the result and in diagnostics are built from `configPath` as given, so a relative
/// `configPath` gives paths relative to the working directory.
public struct ConfigurationLoader: Sendable {
    public let fileSystem: any FileSystem
    /// Where the source walks of earlier runs are kept, so that folders which still list the same
    /// entries are not walked again; nil walks every time.
    public let walks: (any WalkRecordStorage)?

    public init(fileSystem: any FileSystem, walks: (any WalkRecordStorage)? = nil) {
        self.fileSystem = fileSystem
        self.walks = walks
    }

    /// Loads the configuration at `configPath`. Never throws: problems are in the result.
    ///
    /// - Parameter names: when not empty, only the entries with one of these names (or SwiftPM
    ///   targets) are assembled, so a run for one target of a large package (the build plugin's)
    ///   does not walk every other target's sources. When a name matches no entry, every entry is
    ///   assembled, so the caller can tell which names are unknown.
    public func load(
        configPath: String, options: ConfigurationOptions = ConfigurationOptions(), only names: [String] = []
    ) -> ConfigurationLoadResult {
        var diagnostics: [Diagnostic] = []
        guard let configuration = readConfiguration(configPath, diagnostics: &diagnostics) else {
            return ConfigurationLoadResult(targets: [], diagnostics: diagnostics)
        }
        return load(configuration, configPath: configPath, options: options, only: names, diagnostics: diagnostics)
    }

    /// The targets of a folder without a `deli.yml`, with every default (see
    /// ``DefaultConfiguration``): `targets`, or without them those `deli init` would choose, or the
    /// folder's one Xcode project. A folder that gives no target is an error (C059) that says why.
    public func loadDefaults(
        project: String, targets: [String], options: ConfigurationOptions = ConfigurationOptions()
    ) -> ConfigurationLoadResult {
        let configuration = DefaultConfiguration.configuration(
            forTargets: targets, project: project, fileSystem: fileSystem)
        guard !configuration.entries.isEmpty else {
            let found = DefaultProject.find(in: project, fileSystem: fileSystem)
            return ConfigurationLoadResult(targets: [], diagnostics: [found.noTargetDiagnostic(folder: project)])
        }
        return load(configuration, configPath: FilePath.join(project, "deli.yml"), options: options, only: targets)
    }

    private func load(
        _ configuration: DeliConfiguration, configPath: String, options: ConfigurationOptions, only names: [String],
        diagnostics: [Diagnostic] = []
    ) -> ConfigurationLoadResult {
        var diagnostics = diagnostics
        let defaults = defaultEntries(configuration, for: names, configPath: configPath)
        let entries = Self.narrowed(selectedEntries(configuration, diagnostics: &diagnostics) + defaults, to: names)
        let assembler = BuildTargetAssembler(
            fileSystem: fileSystem, configDirectory: FilePath.directory(of: configPath), options: options,
            entries: configuration.entries + defaults, walks: walks)
        let assembled = entries.compactMap { entry in
            assembler.assemble(entry, diagnostics: &diagnostics).map { (entry: entry, target: $0) }
        }
        diagnostics += OutputPathValidator().validate(assembled)
        let targets = assembled.map(\.target)
        if let profile = options.profile, entries.allSatisfy({ $0.profiles.isEmpty }) {
            diagnostics.append(.unknownProfile(profile, known: [], at: nil))
        }
        return ConfigurationLoadResult(targets: targets, diagnostics: diagnostics)
    }

    /// A default entry for each of `names` the configuration has no entry for, when the package
    /// beside it declares that target (one the build-tool plugin runs for).
    private func defaultEntries(_ configuration: DeliConfiguration, for names: [String], configPath: String)
        -> [ConfigEntry]
    {
        let missing = names.filter { name in
            !configuration.entries.contains { $0.name.value == name || $0.target?.value == name }
        }
        let manifestPath = FilePath.join(FilePath.directory(of: configPath), "Package.swift")
        guard !missing.isEmpty, let bytes = try? fileSystem.readFile(at: manifestPath) else { return [] }
        let manifest = PackageManifestReader.manifest(String(decoding: bytes, as: UTF8.self))
        return missing.filter { manifest.target(named: $0) != nil }.map(DefaultConfiguration.entry)
    }

    /// The entries named by `names`, or all of them when `names` is empty or names an unknown entry.
    private static func narrowed(_ entries: [ConfigEntry], to names: [String]) -> [ConfigEntry] {
        let matches = { (entry: ConfigEntry, name: String) in entry.name.value == name || entry.target?.value == name }
        guard !names.isEmpty, names.allSatisfy({ name in entries.contains { matches($0, name) } }) else {
            return entries
        }
        return entries.filter { entry in names.contains { matches(entry, $0) } }
    }

    private func readConfiguration(_ path: String, diagnostics: inout [Diagnostic]) -> DeliConfiguration? {
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.readFile(at: path)
        } catch {
            if case .notFound = error {
                diagnostics.append(.missingConfigurationFile(path))
            } else {
                diagnostics.append(.fileError(error, at: nil))
            }
            return nil
        }
        let result = YAMLReader.read(bytes, file: path)
        diagnostics.append(contentsOf: result.diagnostics)
        if result.root == nil, result.hasErrors { return nil }
        var decoder = ConfigurationDecoder(file: path, text: String(decoding: bytes, as: UTF8.self))
        let configuration = decoder.decode(result.root)
        diagnostics.append(contentsOf: decoder.diagnostics)
        return configuration
    }

    /// The entries `target:` names, in its order; every entry when `target:` is absent.
    private func selectedEntries(_ configuration: DeliConfiguration, diagnostics: inout [Diagnostic])
        -> [ConfigEntry]
    {
        guard let targets = configuration.targets else { return configuration.entries }
        // A `target:` of the wrong type was reported where it is written, and reads as no list.
        let isReported = diagnostics.contains { $0.isError && $0.location != nil && $0.location == targets.location }
        if targets.value.isEmpty, !configuration.entries.isEmpty || targets.location != nil, !isReported {
            diagnostics.append(.emptyTargetList(at: targets.location))
        }
        var seen: Set<String> = []
        let names = configuration.entries.map(\.name.value)
        return targets.value.compactMap { target in
            guard seen.insert(target.value).inserted else { return nil }
            guard let entry = configuration.entries.first(where: { $0.name.value == target.value }) else {
                let suggestion = KeySuggester.suggestion(for: target.value, among: names)
                diagnostics.append(.missingTargetEntry(target.value, suggestion: suggestion, at: target.location))
                return nil
            }
            return entry
        }
    }
}

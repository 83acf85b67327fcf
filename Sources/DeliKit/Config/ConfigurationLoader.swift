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

    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// Loads the configuration at `configPath`. Never throws: problems are in the result.
    public func load(configPath: String, options: ConfigurationOptions = ConfigurationOptions())
        -> ConfigurationLoadResult
    {
        var diagnostics: [Diagnostic] = []
        guard let configuration = readConfiguration(configPath, diagnostics: &diagnostics) else {
            return ConfigurationLoadResult(targets: [], diagnostics: diagnostics)
        }
        let entries = selectedEntries(configuration, diagnostics: &diagnostics)
        let assembler = BuildTargetAssembler(
            fileSystem: fileSystem, configDirectory: FilePath.directory(of: configPath), options: options,
            entries: configuration.entries)
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
        var decoder = ConfigurationDecoder(file: path)
        let configuration = decoder.decode(result.root)
        diagnostics.append(contentsOf: decoder.diagnostics)
        return configuration
    }

    /// The entries `target:` names, in its order; every entry when `target:` is absent.
    private func selectedEntries(_ configuration: DeliConfiguration, diagnostics: inout [Diagnostic])
        -> [ConfigEntry]
    {
        guard let targets = configuration.targets else { return configuration.entries }
        if targets.value.isEmpty, !configuration.entries.isEmpty || targets.location != nil {
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

/// Turns the YAML tree of `deli.yml` into a ``DeliConfiguration``, reporting unknown keys (with
/// a suggestion), wrong types and missing required keys. It keeps going after every problem.
struct ConfigurationDecoder {
    static let topLevelKeys = ["target", "config"]
    static let entryKeys = [
        "project", "target", "scheme", "include", "exclude", "output", "className", "accessControl",
        "properties", "profiles", "profile", "resolve", "dependencies", "app",
    ]
    static let resolveKeys = ["output", "generate"]
    static let dependencyKeys = ["path", "import", "imports"]

    let file: String
    /// The file's text, for the rewritten file suggested when it has the old flat form.
    let text: String
    var values = ConfigValueReader()

    var diagnostics: [Diagnostic] { values.diagnostics }

    init(file: String, text: String = "") {
        self.file = file
        self.text = text
    }

    mutating func decode(_ root: YAMLNode?) -> DeliConfiguration {
        var configuration = DeliConfiguration()
        guard let root, root.scalar != .null else {
            values.emit(.missingKey("config", in: "'\(file)'", at: .file(file)))
            return configuration
        }
        let flat = FlatConfigurationRewriter(root: root, text: text)
        if flat.isFlat {
            values.emit(flat.diagnostic(file: file))
            return configuration
        }
        guard let entries = values.mapping(root, key: "the configuration", known: Self.topLevelKeys) else {
            return configuration
        }
        let targets = root["target"].map { Located(values.stringList($0, key: "target"), at: $0.location) }
        guard let config = root["config"] else {
            values.emit(.missingKey("config", in: "'\(file)'", at: entries.first?.keyLocation ?? .file(file)))
            return configuration
        }
        configuration.targets = targets
        let configKey = entries.first { $0.key == "config" }?.keyLocation ?? .file(file)
        if config.scalar == .null {
            values.emit(.emptyConfig(at: configKey))
            return configuration
        }
        guard let configEntries = values.mapping(config, key: "config", known: nil) else { return configuration }
        if configEntries.isEmpty { values.emit(.emptyConfig(at: configKey)) }
        configuration.entries = configEntries.map { decodeEntry($0) }
        return configuration
    }

    private mutating func decodeEntry(_ raw: YAMLMappingEntry) -> ConfigEntry {
        var entry = ConfigEntry(name: Located(raw.key, at: raw.keyLocation))
        let node = ListEntryMerger.merged(raw.value, values: &values) ?? raw.value
        guard node.scalar != .null, values.mapping(node, key: raw.key, known: Self.entryKeys) != nil else {
            return entry
        }
        entry.project = node["project"].flatMap { values.string($0, key: "project") }
        entry.target = node["target"].flatMap { values.string($0, key: "target") }
        entry.scheme = node["scheme"].flatMap { values.string($0, key: "scheme") }
        entry.include = node["include"].map { values.stringList($0, key: "include") } ?? []
        entry.exclude = node["exclude"].map { values.stringList($0, key: "exclude") } ?? []
        entry.output = node["output"].flatMap { values.path($0, key: "output") }
        entry.className = node["className"].flatMap { values.typeName($0, key: "className") }
        entry.accessControl = node["accessControl"].flatMap { values.accessControl($0) }
        entry.properties = node["properties"].map { values.stringList($0, key: "properties") } ?? []
        entry.profiles = node["profiles"].map { decodeProfiles($0) } ?? []
        entry.profile = node["profile"].flatMap { values.string($0, key: "profile") }
        if let resolve = node["resolve"] { decodeResolve(resolve, into: &entry) }
        entry.dependencies = node["dependencies"].map { decodeDependencies($0) } ?? []
        entry.isApp = node["app"].flatMap { values.bool($0, key: "app") }
        return entry
    }

    private mutating func decodeProfiles(_ node: YAMLNode) -> [ProfileEntry] {
        guard let entries = values.mapping(node, key: "profiles", known: nil) else { return [] }
        return entries.compactMap { entry in
            guard ProfileName.isSelectable(entry.key) else {
                values.emit(.unselectableProfile(entry.key, at: entry.keyLocation))
                return nil
            }
            let files = values.stringList(entry.value, key: entry.key)
            return ProfileEntry(name: Located(entry.key, at: entry.keyLocation), files: files)
        }
    }

    private mutating func decodeResolve(_ node: YAMLNode, into entry: inout ConfigEntry) {
        guard values.mapping(node, key: "resolve", known: Self.resolveKeys) != nil else { return }
        entry.resolveOutput = node["output"].flatMap { values.path($0, key: "output") }
        entry.resolveGenerate = node["generate"].flatMap { values.bool($0, key: "generate") }
    }

    private mutating func decodeDependencies(_ node: YAMLNode) -> [DependencyEntry] {
        guard let items = values.sequence(node, key: "dependencies", expected: "a list of mappings") else { return [] }
        return items.compactMap { item in
            guard values.mapping(item, key: "a dependency", known: Self.dependencyKeys) != nil else { return nil }
            let imports = (item["import"] ?? item["imports"]).map { values.stringList($0, key: "import") } ?? []
            guard let pathNode = item["path"] else {
                values.emit(.missingKey("path", in: "this dependency", at: item.location))
                return nil
            }
            return values.string(pathNode, key: "path").map { DependencyEntry(path: $0, imports: imports) }
        }
    }
}

/// `deli.yml` as written: the ordered target list and every `config` entry, with locations.
/// Paths are still relative to the file's directory; ``ConfigurationLoader`` resolves them.
public struct DeliConfiguration: Sendable, Hashable {
    /// `target:` (a string or a list); nil when the key is absent (then every entry is built).
    public var targets: Located<[Located<String>]>?
    /// The entries of `config:` in file order.
    public var entries: [ConfigEntry]

    public init(targets: Located<[Located<String>]>? = nil, entries: [ConfigEntry] = []) {
        self.targets = targets
        self.entries = entries
    }
}

/// One entry under `config:`.
public struct ConfigEntry: Sendable, Hashable {
    public var name: Located<String>
    public var project: Located<String>?
    public var target: Located<String>?
    public var scheme: Located<String>?
    public var include: [Located<String>] = []
    public var exclude: [Located<String>] = []
    public var output: Located<String>?
    public var className: Located<String>?
    public var accessControl: Located<AccessControl>?
    public var properties: [Located<String>] = []
    /// `profiles:` in file order.
    public var profiles: [ProfileEntry] = []
    /// `profile:`: the default profile of the generated code.
    public var profile: Located<String>?
    public var resolveOutput: Located<String>?
    public var resolveGenerate: Bool?
    public var dependencies: [DependencyEntry] = []
    /// `app:`: whether the target assembles an app (true) or is a library whose requirements the
    /// apps that link it meet (false). Nil decides from the package manifest.
    public var isApp: Bool?

    public init(name: Located<String>) {
        self.name = name
    }
}

/// One item of `dependencies:`: another module's resolved file and the modules to import.
public struct DependencyEntry: Sendable, Hashable {
    public var path: Located<String>
    public var imports: [Located<String>]

    public init(path: Located<String>, imports: [Located<String>]) {
        self.path = path
        self.imports = imports
    }
}

/// One profile under `profiles:`: its name and its property files.
public struct ProfileEntry: Sendable, Hashable {
    public var name: Located<String>
    public var files: [Located<String>]

    public init(name: Located<String>, files: [Located<String>]) {
        self.name = name
        self.files = files
    }
}

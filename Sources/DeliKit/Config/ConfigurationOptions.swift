/// Command-line choices that change how `deli.yml` is read.
public struct ConfigurationOptions: Sendable, Hashable {
    /// `--profile NAME`: the default profile of the generated code (`DELI_PROFILE` still chooses).
    public var profile: String?
    /// `--property PATH` (repeatable): property files or globs, relative to the working
    /// directory, that replace every target's `properties:` list. Nil keeps the configuration's.
    public var propertyFiles: [String]?

    public init(profile: String? = nil, propertyFiles: [String]? = nil) {
        self.profile = profile
        self.propertyFiles = propertyFiles
    }
}

/// What ``ConfigurationLoader/load(configPath:options:)`` produced.
public struct ConfigurationLoadResult: Sendable {
    /// The targets to build, in `target:` order (or `config:` order without `target:`). A target
    /// whose project cannot be used (missing, Xcode, undeclared SwiftPM target) is left out;
    /// targets with other problems (no sources, bad property files) are included.
    public var targets: [BuildTarget]
    /// Every problem found, in the order found.
    public var diagnostics: [Diagnostic]

    public init(targets: [BuildTarget], diagnostics: [Diagnostic]) {
        self.targets = targets
        self.diagnostics = diagnostics
    }

    /// True when at least one diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains(where: \.isError) }
}

/// Command-line choices that change how `deli.yml` is read.
public struct ConfigurationOptions: Sendable, Hashable {
    /// `--profile NAME`: the default profile of the generated code (`DELI_PROFILE` still chooses).
    public var profile: String?
    /// `--property PATH` (repeatable): property files or globs, relative to the working
    /// directory, that replace every target's `properties:` list. Nil keeps the configuration's.
    public var propertyFiles: [String]?
    /// `--scheme NAME`: the Xcode scheme that chooses the target of every Xcode project entry,
    /// in place of `target:` and `scheme:`.
    public var scheme: String?

    /// `--dependency-target NAME=DIR` (repeatable, given by the build-tool plugin): the modules the
    /// selected targets depend on with their source directories, instead of reading them from the
    /// package manifests. Nil reads the manifests.
    public var dependencyTargets: [(name: String, directory: String)]?
    /// `--role app|library` (given by the build-tool plugin, from the kind of SwiftPM target): how
    /// the selected targets are checked, in place of the manifest's target kind. Nil reads it.
    public var role: TargetRole?

    public init(
        profile: String? = nil, propertyFiles: [String]? = nil, scheme: String? = nil,
        dependencyTargets: [(name: String, directory: String)]? = nil, role: TargetRole? = nil
    ) {
        self.profile = profile
        self.propertyFiles = propertyFiles
        self.scheme = scheme
        self.dependencyTargets = dependencyTargets
        self.role = role
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.profile == rhs.profile && lhs.propertyFiles == rhs.propertyFiles && lhs.scheme == rhs.scheme
            && lhs.dependencyTargets?.map(\.name) == rhs.dependencyTargets?.map(\.name)
            && lhs.dependencyTargets?.map(\.directory) == rhs.dependencyTargets?.map(\.directory)
            && lhs.role == rhs.role
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(profile)
        hasher.combine(propertyFiles)
        hasher.combine(scheme)
        hasher.combine(dependencyTargets?.map { $0.name + "=" + $0.directory })
        hasher.combine(role)
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

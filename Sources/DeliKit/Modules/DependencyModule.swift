/// A Swift module a target depends on (directly or through other modules), found in the package
/// manifests, whose sources are at hand: its components satisfy the target's dependencies and its
/// generated factory is loaded with the target's.
public struct DependencyModule: Sendable, Hashable {
    /// The module (SwiftPM target) name.
    public var name: String
    /// The directory of the package that declares it.
    public var packagePath: String
    /// Its sources directory (joined with the package path).
    public var sourceDirectory: String
    /// Where the manifest declares the target, when it was read from a manifest.
    public var location: SourceLocation?
    /// Its factory, when the build-tool plugin generates one for it (named by its `deli.yml` entry).
    public var factory: DependencyFactory?
    /// The factory its `deli.yml` entry describes, whether the plugin or `deli build` writes it.
    public var entryFactory: DependencyFactory?
    /// Whether its target has the build-tool plugin; nil when no manifest declares it.
    public var usesPlugin: Bool?
    /// The property profiles its `deli.yml` entry gives its factory (none without an entry): an
    /// app that links the module reads them after its own.
    public var profiles: [PropertyProfile] = []
    /// The entry's common properties (`properties:`), which its factory loads under every profile:
    /// what an app reads from the module in a profile the module does not have.
    public var commonProperties = PropertyTree()
    /// How its package names the package that provides Deli (the `package:` of its target's
    /// `.product(name: "Deli", …)`, else of the manifest's dependency on Deli); nil when its manifest
    /// does not say. Diagnostics that suggest attaching the plugin use it.
    public var deliPackage: String?
    /// The modules its own code can see: those it links, by the rule a target's factory links
    /// modules. Nil when no manifest declares it.
    public var visibleModules: [String]?
    /// Its declarations are main-actor isolated by default (its manifest's
    /// `.defaultIsolation(MainActor.self)`).
    public var isMainActorByDefault = false
    /// The `exclude` globs of its `deli.yml` entry, relative to ``excludeRoot``: the files its factory
    /// leaves out are left out of the targets that link it too.
    public var exclude: [String] = []
    /// The project directory of that entry.
    public var excludeRoot = ""

    public init(
        name: String, packagePath: String, sourceDirectory: String, location: SourceLocation? = nil,
        factory: DependencyFactory? = nil
    ) {
        self.name = name
        self.packagePath = packagePath
        self.sourceDirectory = sourceDirectory
        self.location = location
        self.factory = factory
    }
}

/// The generated factory of a ``DependencyModule``.
public struct DependencyFactory: Sendable, Hashable {
    public var className: String
    public var accessControl: AccessControl
    /// Where the setting that chose ``accessControl`` is written (a `deli.yml` entry), if anywhere.
    public var accessLocation: SourceLocation?

    public init(className: String, accessControl: AccessControl, accessLocation: SourceLocation? = nil) {
        self.className = className
        self.accessControl = accessControl
        self.accessLocation = accessLocation
    }
}

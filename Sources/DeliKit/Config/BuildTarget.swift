/// Everything the later stages need to build one target of `deli.yml`, with every path resolved
/// (relative to the working directory when the configuration path was relative).
public struct BuildTarget: Sendable, Hashable {
    /// The name of the `config` entry.
    public var name: String
    /// The Swift module the factory belongs to: the entry's SwiftPM `target`, else its name.
    public var moduleName: String
    /// Where the entry's key is written in `deli.yml`.
    public var location: SourceLocation?
    /// The project directory.
    public var projectPath: String
    /// The Swift files to scan, sorted, without duplicates and without the output file.
    public var sourceFiles: [String]
    /// The generated factory file.
    public var outputPath: String
    /// The generated factory's class name (default `DeliFactory`).
    public var className: String
    /// Where `className:` is written; nil for the default name.
    public var classNameLocation: SourceLocation? = nil
    /// The generated factory's access level (default `internal`).
    public var accessControl: AccessControl
    /// Where and whether to write the resolved file.
    public var resolve: ResolveSettings
    /// Other modules whose resolved files satisfy this target's dependencies.
    public var dependencies: [ModuleDependency]
    /// The modules this target depends on whose sources are at hand (from the package manifests
    /// or `--dependency-target`), transitively; their components satisfy its dependencies.
    public var dependencyModules: [DependencyModule] = []
    /// The sources directory (joined with the project path), `projectPath` for a plain directory.
    public var sourceDirectory: String = ""
    /// The merged properties of every profile, in `profiles:` order. Without `profiles:` there is
    /// one profile, named nil, holding just `properties:`.
    public var profiles: [PropertyProfile]
    /// The default profile of the generated code (nil when there are no profiles): `--profile`,
    /// else `profile:`, else a profile named `default`, else the first.
    public var selectedProfile: String?
    /// `properties:` merged, the tree every profile starts from.
    public var commonProperties = PropertyTree()
    /// Whether the target assembles an app, where the whole graph is checked, or is a library.
    public var role = TargetRole.app
    /// Its declarations are main-actor isolated by default: `.defaultIsolation(MainActor.self)` in
    /// its `Package.swift` entry, or `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor` in its Xcode target.
    public var isMainActorByDefault = false

    /// The merged properties of ``selectedProfile``.
    public var properties: PropertyTree {
        profiles.first { $0.name == selectedProfile }?.tree ?? PropertyTree()
    }
}

/// `resolve:` of a target.
public struct ResolveSettings: Sendable, Hashable {
    /// The resolved file's path (default `<project>/Deli.resolved`).
    public var outputPath: String
    /// Whether `deli build` writes it (default true).
    public var generate: Bool

    public init(outputPath: String, generate: Bool) {
        self.outputPath = outputPath
        self.generate = generate
    }
}

/// One `dependencies:` item, with its path resolved.
public struct ModuleDependency: Sendable, Hashable {
    /// The other module's resolved file.
    public var resolvedFilePath: String
    /// The modules the generated code imports for it.
    public var imports: [String]
    /// Where the item's `path` is written.
    public var location: SourceLocation?

    public init(resolvedFilePath: String, imports: [String], location: SourceLocation?) {
        self.resolvedFilePath = resolvedFilePath
        self.imports = imports
        self.location = location
    }
}

/// The properties of one profile: `properties:` merged with the profile's own files on top.
public struct PropertyProfile: Sendable, Hashable {
    /// The profile name, or nil for the single implicit profile.
    public var name: String?
    public var tree: PropertyTree
    /// The profile's own files merged, without `properties:` (empty for the implicit profile).
    public var overlay: PropertyTree
    /// Every file the profile reads, in order (`properties:`, then its own), those that hold
    /// nothing included.
    public var files: [String]

    public init(name: String?, tree: PropertyTree, overlay: PropertyTree = PropertyTree(), files: [String] = []) {
        self.name = name
        self.tree = tree
        self.overlay = overlay
        self.files = files
    }
}

/// What deli reads from a `Package.swift` without running it: targets with their paths,
/// dependencies and plugins, the package's products and its package dependencies.
///
/// Only literal arguments are read (`name: "Core"`, `path: "Lib/Core"`); a manifest that builds
/// targets in loops or from variables is read as far as its literals go.
public struct PackageManifest: Sendable, Hashable {
    public var targets: [ManifestTarget]
    /// Library and executable products, by name: the targets each one vends.
    public var products: [String: [String]]
    public var packageDependencies: [ManifestPackageDependency]
    /// Where the manifest's first syntax error is (line and column; the file is left empty): what
    /// follows it may not have been read.
    public var firstSyntaxError: SourceLocation?

    public init(
        targets: [ManifestTarget] = [], products: [String: [String]] = [:],
        packageDependencies: [ManifestPackageDependency] = []
    ) {
        self.targets = targets
        self.products = products
        self.packageDependencies = packageDependencies
    }

    /// The first target declared with this name.
    public func target(named name: String) -> ManifestTarget? {
        targets.first { $0.name == name }
    }

    /// How the manifest names the package dependency that provides Deli (its `name:`, else its
    /// identity), when it has one.
    public var deliPackageReference: String? {
        packageDependencies.first { $0.name == "Deli" || $0.identity == "deli" }.map { $0.name ?? $0.identity }
    }

    /// The package dependency a `.product(name:package:)` names: by its `name:`, else by its
    /// identity (the last component of its path or URL, without `.git`, compared case-insensitively).
    public func packageDependency(named name: String) -> ManifestPackageDependency? {
        packageDependencies.first { $0.name == name }
            ?? packageDependencies.first { $0.identity == name.lowercased() }
    }
}

/// One `.target`, `.executableTarget`, `.testTarget` or `.macro` call of a manifest.
public struct ManifestTarget: Sendable, Hashable {
    public var name: String
    /// The declared `path:`, nil when the target uses SwiftPM's default folder.
    public var path: String?
    public var dependencies: [ManifestTargetDependency]
    /// The names of the plugins in `plugins:`.
    public var plugins: [String]
    /// Where the call starts in the manifest (1-based line and column).
    public var line: Int
    public var column: Int
    /// The function that declares it: `target`, `executableTarget`, `testTarget`, `macro` or `plugin`.
    public var kind: String = "target"
    /// `swiftSettings:` says `.defaultIsolation(MainActor.self)`: every declaration of the module is
    /// main-actor isolated unless it says otherwise (`.defaultIsolation(nil)` or none: nonisolated).
    public var isMainActorByDefault = false

    /// The sources directory relative to the package: the declared `path:`, else SwiftPM's default,
    /// `Tests/<name>` for a test target and `Sources/<name>` for the others.
    public var sourcesDirectory: String { path ?? (kind == "testTarget" ? "Tests/\(name)" : "Sources/\(name)") }

    /// True when `plugins:` names deli's build-tool plugin.
    public var usesDeliPlugin: Bool { plugins.contains(ManifestTarget.deliPluginName) }

    /// The `package:` of its `.product(name: "Deli", package: …)` dependency, when it has one.
    public var deliProductPackage: String? {
        dependencies.lazy.compactMap { dependency -> String? in
            guard case .product(name: "Deli", let package) = dependency else { return nil }
            return package
        }.first
    }

    public static let deliPluginName = "DeliPlugin"
}

/// One element of a target's `dependencies:`.
public enum ManifestTargetDependency: Sendable, Hashable {
    /// `"Name"` or `.byName(name: "Name")`: a target of this package, else a product of the same name.
    case byName(String)
    /// `.target(name: "Name")`.
    case target(String)
    /// `.product(name: "Name", package: "Package")`.
    case product(name: String, package: String)
}

/// One `.package(...)` of the manifest's `dependencies:`.
public struct ManifestPackageDependency: Sendable, Hashable {
    /// The `name:` argument, when given.
    public var name: String?
    /// `path:` for a local package, else nil.
    public var path: String?
    /// `url:` for a remote package, else nil.
    public var url: String?

    /// The package identity SwiftPM derives: the last component of the path or URL, lower-cased,
    /// without a `.git` suffix.
    public var identity: String {
        var last = FilePath.lastComponent(of: path ?? url ?? "")
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last.lowercased()
    }
}

/// A target read from `Package.swift`, as ``ModuleWalk`` walks it. A dependency that names the
/// runtime stands for it even when its package is not checked out.
struct ManifestModule: WalkableModule {
    /// Nil for the runtime named by a dependency.
    let target: ManifestTarget?
    let name: String
    let package: String
    let manifests: PackageManifests
    /// Reached from the walk's start through targets of its own package only.
    let isLocal: Bool

    init(_ target: ManifestTarget, package: String, manifests: PackageManifests, isLocal: Bool = true) {
        self.target = target
        self.name = target.name
        self.package = package
        self.manifests = manifests
        self.isLocal = isLocal
    }

    private init(runtimeIn package: String, manifests: PackageManifests) {
        target = nil
        name = ModuleWalk.runtimeName
        self.package = package
        self.manifests = manifests
        isLocal = false
    }

    var walkKey: String { target.map { FilePath.join(package, $0.sourcesDirectory) } ?? "runtime:\(package)" }
    var walkName: String { name }
    var isNeverLinked: Bool { ["testTarget", "macro", "plugin"].contains(target?.kind ?? "") }

    var walkDependencies: [ManifestModule] {
        (target?.dependencies ?? []).flatMap { dependency -> [ManifestModule] in
            if Self.name(of: dependency) == ModuleWalk.runtimeName {
                return [ManifestModule(runtimeIn: package, manifests: manifests)]
            }
            return manifests.targets(of: dependency, in: package).compactMap { found in
                manifests.manifest(at: found.package)?.target(named: found.name).map {
                    ManifestModule(
                        $0, package: found.package, manifests: manifests,
                        isLocal: isLocal && found.package == package && !Self.isProduct(dependency))
                }
            }
        }
    }

    private static func isProduct(_ dependency: ManifestTargetDependency) -> Bool {
        if case .product = dependency { return true }
        return false
    }

    private static func name(of dependency: ManifestTargetDependency) -> String {
        switch dependency {
        case .byName(let name), .target(let name), .product(let name, _): return name
        }
    }
}

/// Finds the modules a SwiftPM target's factory links by reading manifests, with the rule the
/// build-tool plugin applies to SwiftPM's own graph (``ModuleWalk``). A target or product that
/// cannot be found is skipped (its sources are not at hand).
struct DependencyModuleFinder {
    let manifests: PackageManifests
    private let visibility = ModuleVisibility()

    init(fileSystem: any FileSystem, rootPackage: String) {
        manifests = PackageManifests(fileSystem: fileSystem, rootPackage: rootPackage)
    }

    /// Every module `target` of `package` links, depth first in declaration order, each once.
    func modules(of target: String, inPackage package: String) -> [DependencyModule] {
        guard let declared = manifests.manifest(at: package)?.target(named: target) else { return [] }
        let root = ManifestModule(declared, package: package, manifests: manifests)
        return ModuleWalk.linkedModules(of: root).compactMap { module in
            module.target.map { moduleDeclared(by: $0, inPackage: module.package) }
        }
    }

    /// Takes a manifest already read for `package`, so it is not parsed again.
    func remember(_ manifest: PackageManifest, at package: String) {
        manifests.remember(manifest, at: package)
    }

    /// The module for one target of `package`, nil when its manifest does not declare it.
    func declaration(of target: String, inPackage package: String) -> DependencyModule? {
        manifests.manifest(at: package)?.target(named: target).map { moduleDeclared(by: $0, inPackage: package) }
    }

    /// A declared target as a module; the plugin generates a `DeliFactory` for it when attached.
    private func moduleDeclared(by target: ManifestTarget, inPackage package: String) -> DependencyModule {
        let manifestPath = FilePath.join(package, "Package.swift")
        let factory = DependencyFactory(
            className: BuildTargetAssembler.defaultClassName, accessControl: BuildTargetAssembler.defaultAccess)
        var module = DependencyModule(
            name: target.name, packagePath: package, sourceDirectory: FilePath.join(package, target.sourcesDirectory),
            location: SourceLocation(file: manifestPath, line: target.line, column: target.column),
            factory: target.usesDeliPlugin ? factory : nil)
        module.usesPlugin = target.usesDeliPlugin
        module.deliPackage = target.deliProductPackage ?? manifests.manifest(at: package)?.deliPackageReference
        module.isMainActorByDefault = target.isMainActorByDefault
        module.visibleModules = visibility.visibleModules(
            of: ManifestModule(target, package: package, manifests: manifests))
        return module
    }
}

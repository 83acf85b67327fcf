/// Finds the modules a SwiftPM target depends on, transitively, by reading manifests: local
/// targets, products of local packages (`.package(path:)`) and of checked-out remote packages
/// (`<root>/.build/checkouts/<name>`). Only modules that depend on the Deli runtime, directly or
/// through their own dependencies, are kept (only they can declare components), so a large
/// dependency is never read; the runtime itself is left out. A target or product that cannot be found is skipped (its sources are not at hand).
struct DependencyModuleFinder {
    /// Modules that never take part: the runtime apps link.
    static let ignoredModules: Set<String> = ["Deli"]

    let fileSystem: any FileSystem
    /// The package `deli` runs for; remote packages are checked out below its `.build`.
    let rootPackage: String
    private var manifests: [String: PackageManifest] = [:]

    init(fileSystem: any FileSystem, rootPackage: String) {
        self.fileSystem = fileSystem
        self.rootPackage = rootPackage
    }

    /// Every module `target` of `package` depends on, depth first in declaration order, each once.
    mutating func modules(of target: String, inPackage package: String) -> [DependencyModule] {
        guard let declared = manifest(at: package)?.target(named: target) else { return [] }
        var found: [DependencyModule] = []
        var seen: Set<String> = [FilePath.join(package, declared.sourcesDirectory)]
        visit(declared.dependencies, in: package, found: &found, seen: &seen)
        return found
    }

    /// Takes a manifest already read for `package`, so it is not parsed again.
    mutating func remember(_ manifest: PackageManifest, at package: String) {
        manifests[FilePath.normalize(package)] = manifest
    }

    /// The module for one target of `package`, nil when its manifest does not declare it.
    mutating func declaration(of target: String, inPackage package: String) -> DependencyModule? {
        manifest(at: package)?.target(named: target).map { Self.module($0, inPackage: package) }
    }

    /// A declared target as a module; the plugin generates a `DeliFactory` for it when attached.
    private static func module(_ target: ManifestTarget, inPackage package: String) -> DependencyModule {
        let manifestPath = FilePath.join(package, "Package.swift")
        let factory = DependencyFactory(
            className: BuildTargetAssembler.defaultClassName, accessControl: BuildTargetAssembler.defaultAccess)
        var module = DependencyModule(
            name: target.name, packagePath: package, sourceDirectory: FilePath.join(package, target.sourcesDirectory),
            location: SourceLocation(file: manifestPath, line: target.line, column: target.column),
            factory: target.usesDeliPlugin ? factory : nil)
        module.usesPlugin = target.usesDeliPlugin
        return module
    }

    private mutating func visit(
        _ dependencies: [ManifestTargetDependency], in package: String, found: inout [DependencyModule],
        seen: inout Set<String>
    ) {
        for dependency in dependencies {
            for (name, owner) in targets(of: dependency, in: package) where !Self.ignoredModules.contains(name) {
                guard let target = manifest(at: owner)?.target(named: name),
                    seen.insert(FilePath.join(owner, target.sourcesDirectory)).inserted
                else { continue }
                if reachesRuntime(target, inPackage: owner) { found.append(Self.module(target, inPackage: owner)) }
                visit(target.dependencies, in: owner, found: &found, seen: &seen)
            }
        }
    }

    /// True when the target depends on the Deli runtime, directly or through its own dependencies
    /// (only then can it `import Deli`). A dependency cycle counts as not reaching it.
    private mutating func reachesRuntime(_ target: ManifestTarget, inPackage package: String) -> Bool {
        var pending = [(target, package)]
        var visited: Set<String> = []
        while let (next, owner) = pending.popLast() {
            if next.usesDeliRuntime { return true }
            guard visited.insert(FilePath.join(owner, next.sourcesDirectory)).inserted else { continue }
            for dependency in next.dependencies {
                for (name, home) in targets(of: dependency, in: owner) where !Self.ignoredModules.contains(name) {
                    if let declared = manifest(at: home)?.target(named: name) { pending.append((declared, home)) }
                }
            }
        }
        return false
    }

    /// The (target, package) pairs one dependency stands for.
    private mutating func targets(of dependency: ManifestTargetDependency, in package: String) -> [(String, String)] {
        switch dependency {
        case .target(let name):
            return [(name, package)]
        case .byName(let name):
            if manifest(at: package)?.target(named: name) != nil { return [(name, package)] }
            return productTargets(name, packages: manifest(at: package)?.packageDependencies ?? [], from: package)
        case .product(let name, let packageName):
            guard let dependency = manifest(at: package)?.packageDependency(named: packageName) else { return [] }
            return productTargets(name, packages: [dependency], from: package)
        }
    }

    /// The targets of product `name` in the first of `packages` that vends it.
    private mutating func productTargets(
        _ name: String, packages: [ManifestPackageDependency], from package: String
    ) -> [(String, String)] {
        for dependency in packages {
            guard let directory = directory(of: dependency, from: package),
                let targets = manifest(at: directory)?.products[name]
            else { continue }
            return targets.map { ($0, directory) }
        }
        return []
    }

    private func directory(of dependency: ManifestPackageDependency, from package: String) -> String? {
        if let path = dependency.path { return FilePath.join(package, path) }
        guard let url = dependency.url else { return nil }
        var name = FilePath.lastComponent(of: url)
        if name.hasSuffix(".git") { name.removeLast(4) }
        let checkout = FilePath.join(rootPackage, ".build/checkouts/\(name)")
        return fileSystem.itemKind(at: checkout) == .directory ? checkout : nil
    }

    private mutating func manifest(at package: String) -> PackageManifest? {
        let key = FilePath.normalize(package)
        if let known = manifests[key] { return known }
        let path = FilePath.join(package, "Package.swift")
        guard fileSystem.itemKind(at: path) == .file, let bytes = try? fileSystem.readFile(at: path) else { return nil }
        let manifest = PackageManifestReader.manifest(String(decoding: bytes, as: UTF8.self))
        manifests[key] = manifest
        return manifest
    }
}

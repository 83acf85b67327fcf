/// The manifests of a package graph, read on demand and each once, and what a target dependency
/// stands for in them: local targets, products of local packages (`.package(path:)`) and of
/// checked-out remote packages (`<root>/.build/checkouts/<name>`).
final class PackageManifests {
    let fileSystem: any FileSystem
    /// The package `deli` runs for; remote packages are checked out below its `.build`.
    let rootPackage: String
    private var manifests: [String: PackageManifest] = [:]

    init(fileSystem: any FileSystem, rootPackage: String) {
        self.fileSystem = fileSystem
        self.rootPackage = rootPackage
    }

    /// Takes a manifest already read for `package`, so it is not parsed again.
    func remember(_ manifest: PackageManifest, at package: String) {
        manifests[FilePath.normalize(package)] = manifest
    }

    /// The manifest of the package in `package`, nil when there is none or it cannot be read.
    func manifest(at package: String) -> PackageManifest? {
        let key = FilePath.normalize(package)
        if let known = manifests[key] { return known }
        let path = FilePath.join(package, "Package.swift")
        guard fileSystem.itemKind(at: path) == .file, let bytes = try? fileSystem.readFile(at: path) else { return nil }
        let manifest = PackageManifestReader.manifest(String(decoding: bytes, as: UTF8.self))
        manifests[key] = manifest
        return manifest
    }

    /// The (target, package) pairs one dependency of a target of `package` stands for.
    func targets(of dependency: ManifestTargetDependency, in package: String) -> [(name: String, package: String)] {
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
    private func productTargets(
        _ name: String, packages: [ManifestPackageDependency], from package: String
    ) -> [(name: String, package: String)] {
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
}

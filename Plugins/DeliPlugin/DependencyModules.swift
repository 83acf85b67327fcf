import PackagePlugin

/// The Swift modules a target depends on, transitively: local targets and the targets of the
/// products it uses from other packages, depth first, each once. Only modules that can declare
/// components are kept: those that depend on the Deli runtime, directly or through their own
/// dependencies (so a large dependency such as SwiftNIO is never read). The runtime is left out.
enum DependencyModules {
    static let ignored: Set<String> = ["Deli"]

    static func of(_ module: any SourceModuleTarget) -> [any SourceModuleTarget] {
        var found: [any SourceModuleTarget] = []
        var seen: Set<String> = [module.id]
        visit(module.dependencies, found: &found, seen: &seen)
        return found
    }

    private static func visit(
        _ dependencies: [TargetDependency], found: inout [any SourceModuleTarget], seen: inout Set<String>
    ) {
        for dependency in dependencies {
            for target in targets(of: dependency) where seen.insert(target.id).inserted {
                guard let module = target.sourceModule, !ignored.contains(module.name) else { continue }
                if module.kind != .test, usesDeli(module) { found.append(module) }
                visit(module.dependencies, found: &found, seen: &seen)
            }
        }
    }

    /// True when the module depends on the Deli runtime, directly or through its dependencies (only
    /// then can it `import Deli`).
    private static func usesDeli(_ module: any SourceModuleTarget) -> Bool {
        module.recursiveTargetDependencies.contains { ignored.contains($0.name) }
    }

    private static func targets(of dependency: TargetDependency) -> [any Target] {
        switch dependency {
        case .target(let target): return [target]
        case .product(let product): return product.targets
        @unknown default: return []
        }
    }

    /// The deepest directory holding every Swift file of `module` (its sources directory, or a
    /// folder inside it that holds them all): deli reads the module's Swift files below it.
    static func directory(of module: any SourceModuleTarget) -> String {
        let folders = module.sourceFiles(withSuffix: "swift").map { $0.url.deletingLastPathComponent().pathComponents }
        guard var common = folders.first else { return "/" }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        return "/" + common.dropFirst().joined(separator: "/")
    }
}

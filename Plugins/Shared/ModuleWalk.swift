/// A module as ``ModuleWalk`` sees it: the build-tool plugin wraps SwiftPM's targets, deli the
/// targets it reads from `Package.swift`.
protocol WalkableModule {
    /// Unique among the modules of one walk.
    var walkKey: String { get }
    var walkName: String { get }
    var isTestModule: Bool { get }
    /// What it depends on, in declaration order.
    var walkDependencies: [Self] { get }
}

/// The one rule for the modules a target's factory links: every module the target depends on,
/// transitively, depth first in declaration order, each once, that can declare components. A
/// module can when it is not a test target and depends on the Deli runtime, directly or through
/// its own dependencies (only then can it `import Deli`), so a large dependency that does not is
/// never read. The runtime itself is left out.
///
/// This file is shared, as a symbolic link, by the build-tool plugin and by deli, so the modules
/// the plugin passes are the ones deli finds in the manifests.
enum ModuleWalk {
    static let runtimeName = "Deli"

    static func linkedModules<Module: WalkableModule>(of module: Module) -> [Module] {
        var found: [Module] = []
        var seen: Set<String> = [module.walkKey]
        visit(module.walkDependencies, found: &found, seen: &seen)
        return found
    }

    private static func visit<Module: WalkableModule>(
        _ dependencies: [Module], found: inout [Module], seen: inout Set<String>
    ) {
        for dependency in dependencies where seen.insert(dependency.walkKey).inserted {
            guard dependency.walkName != runtimeName else { continue }
            if !dependency.isTestModule, reachesRuntime(dependency) { found.append(dependency) }
            visit(dependency.walkDependencies, found: &found, seen: &seen)
        }
    }

    /// True when the module depends on the runtime, directly or through its dependencies; a
    /// dependency cycle counts as not reaching it.
    static func reachesRuntime<Module: WalkableModule>(_ module: Module) -> Bool {
        var pending = module.walkDependencies
        var visited: Set<String> = []
        while let next = pending.popLast() {
            if next.walkName == runtimeName { return true }
            guard visited.insert(next.walkKey).inserted else { continue }
            pending += next.walkDependencies
        }
        return false
    }
}

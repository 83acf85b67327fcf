/// A module as ``ModuleWalk`` sees it: the build-tool plugin wraps SwiftPM's targets, deli the
/// targets it reads from `Package.swift`.
protocol WalkableModule {
    /// Unique among the modules of one walk.
    var walkKey: String { get }
    var walkName: String { get }
    /// True for a module no app links: a test target, or a macro (a compiler plugin, built for the
    /// machine that compiles).
    var isNeverLinked: Bool { get }
    /// True for a target of the package being built (reached from the walk's start through
    /// targets of that package only), false for one a product of another package brings.
    var isLocal: Bool { get }
    /// What it depends on, in declaration order.
    var walkDependencies: [Self] { get }
}

/// The one rule for the modules a target's factory links: every module the target depends on,
/// transitively, depth first in declaration order, each once, that can declare components or the
/// protocols they implement. A module can declare components when it is not a test target or a
/// macro and depends on the Deli runtime, directly or through its own dependencies (only then can it
/// `import Deli`). A module of the package itself that does not is linked too: it may declare
/// the protocols components above it implement (interfaces below, implementations above), and
/// their factories link the components to them. A large dependency of another package that does
/// not reach the runtime is never read. The runtime itself is left out.
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
            guard dependency.walkName != runtimeName, !dependency.isNeverLinked else { continue }
            if dependency.isLocal || reachesRuntime(dependency) { found.append(dependency) }
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

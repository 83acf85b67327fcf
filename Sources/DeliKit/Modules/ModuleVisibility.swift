/// The modules each module can see: every module it depends on, transitively, that a target may
/// link (not the runtime, a test target or a macro). Worked out once per module and kept, so
/// finding the linked modules of a target walks the manifests' graph once, not once per module.
///
/// The walk from a target (``ModuleWalk``) keeps only the modules that can declare what deli scans;
/// seeing more here changes nothing, because a name means the type of a scanned module only.
final class ModuleVisibility {
    private var known: [String: Set<String>] = [:]
    /// Modules whose set is being worked out: a dependency cycle (which SwiftPM refuses) ends there.
    private var pending: Set<String> = []

    /// The names of the modules `module` can see, sorted.
    func visibleModules(of module: ManifestModule) -> [String] {
        visible(from: module).sorted()
    }

    private func visible(from module: ManifestModule) -> Set<String> {
        if let found = known[module.walkKey] { return found }
        guard pending.insert(module.walkKey).inserted else { return [] }
        var names: Set<String> = []
        for dependency in module.walkDependencies
        where dependency.walkName != ModuleWalk.runtimeName && !dependency.isNeverLinked {
            names.insert(dependency.walkName)
            names.formUnion(visible(from: dependency))
        }
        pending.remove(module.walkKey)
        known[module.walkKey] = names
        return names
    }
}

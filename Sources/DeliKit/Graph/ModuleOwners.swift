/// Which linked module declares each file, so the graph's components and usages of other modules
/// carry their module's name.
struct ModuleOwners {
    private var owners: [String: String] = [:]

    init(_ modules: [ModuleSources]) {
        for module in modules {
            for result in module.results { owners[result.path] = module.name }
        }
    }

    /// The module that declares the file at `path`; nil for the target's own files.
    func module(of path: String) -> String? {
        owners[path]
    }

    /// The component with its module set; the same value when that changes nothing (a change
    /// would copy the fields it shares with the builder's list).
    func tagged(_ component: ComponentDeclaration) -> ComponentDeclaration {
        // A target without modules (most are) has nothing to look up.
        let module = owners.isEmpty ? nil : owners[component.location.file]
        guard component.module != module else { return component }
        var tagged = component
        tagged.module = module
        return tagged
    }

    func tagged(_ usage: DependencyUsage) -> DependencyUsage {
        var tagged = usage
        tagged.module = owners[usage.location.file]
        return tagged
    }
}

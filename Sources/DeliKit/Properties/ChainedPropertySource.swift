/// The properties an app reads at run time: its own profile first, then the properties each module
/// it links carries (in its same-named profile, else its common properties: a module without the
/// app's profile loads only those), the way a context searches its loaded modules.
struct ChainedPropertySource: PropertySource {
    let sources: [any PropertySource]

    func lookup(_ path: String) -> PropertyFact? {
        for source in sources {
            if let fact = source.lookup(path) { return fact }
        }
        return nil
    }

    func keys(at path: String) -> [String] {
        var keys: [String] = []
        for source in sources {
            for key in source.keys(at: path) where !keys.contains(key) { keys.append(key) }
        }
        return keys
    }

    var files: [String] {
        sources.flatMap(\.files)
    }

    /// Each of `target`'s profiles, by name, followed by the linked modules' properties.
    static func profiles(of target: BuildTarget, modules: [DependencyModule]) -> [String: any PropertySource] {
        var result: [String: any PropertySource] = [:]
        for (name, own) in target.propertySources {
            let linked = modules.compactMap { module -> (any PropertySource)? in
                if let profile = module.profiles.first(where: { $0.name == name || $0.name == nil }) {
                    return PropertyTreeSource(tree: profile.tree, readFiles: profile.files)
                }
                return module.profiles.isEmpty ? nil : PropertyTreeSource(tree: module.commonProperties)
            }
            result[name] = linked.isEmpty ? own : ChainedPropertySource(sources: [own] + linked)
        }
        return result
    }
}

/// Suggests the property path a misspelt one probably meant (`app.nmae` → `app.name`): each
/// missing key of a dotted path is replaced by the closest key of the mapping above it, and the
/// result is offered only when it exists.
struct PropertyPathSuggester {
    let source: any PropertySource

    func suggestion(for path: String) -> String? {
        guard !path.contains("["), !path.contains("]") else { return nil }
        var components = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !components.contains(where: \.isEmpty) else { return nil }
        for index in components.indices {
            let prefix = components[..<index].joined(separator: ".")
            let current = prefix.isEmpty ? components[index] : prefix + "." + components[index]
            if source.lookup(current) != nil { continue }
            guard let key = KeySuggester.suggestion(for: components[index], among: source.keys(at: prefix)) else {
                return nil
            }
            components[index] = key
        }
        let corrected = components.joined(separator: ".")
        return corrected != path && source.lookup(corrected) != nil ? corrected : nil
    }

    /// The deepest existing mapping or sequence above `path`, as (its path, where it is written):
    /// the mapping that lacks the key, or the list (perhaps one a profile emptied) too short for
    /// the index. Paths are walked component by component, brackets included.
    func deepestParent(of path: String) -> (path: String, location: SourceLocation)? {
        guard var components = PropertyPath(path)?.components else { return nil }
        while components.count > 1 {
            components.removeLast()
            let parent = PropertyPath(components: components).description
            if let fact = source.lookup(parent), fact.kind == .mapping || fact.kind == .sequence,
                let location = fact.location
            {
                return (parent, location)
            }
        }
        return nil
    }
}

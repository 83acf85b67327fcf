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

    /// The deepest existing mapping above `path`, as (its path, where it is written).
    func deepestParent(of path: String) -> (path: String, location: SourceLocation)? {
        var components = path.split(separator: ".").map(String.init)
        while components.count > 1 {
            components.removeLast()
            let parent = components.joined(separator: ".")
            if let fact = source.lookup(parent), fact.kind == .mapping, let location = fact.location {
                return (parent, location)
            }
        }
        return nil
    }
}

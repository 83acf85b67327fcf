extension ValidationContext {
    /// The property paths the runtime reads as a `String`, with where each is asked for: the paths of
    /// `InjectProperty` and `@PropertyValue`, and the qualifiers read from a property (`/*path*/`
    /// comments and `qualifierBy:`) of registrable components and of code.
    ///
    /// Made once with the context (two checks read them).
    static func stringPropertyPaths(of graph: DependencyGraph) -> [(path: String, location: SourceLocation)] {
        var paths: [(path: String, location: SourceLocation)] = []
        // By index, and each component's dependencies in place (see `forEachQualifierPath`).
        let components = graph.components
        for index in components.indices where components[index].isRegistrable {
            components[index].forEachQualifierPath { paths.append(($0, $1)) }
        }
        for usage in graph.usages {
            for value in [usage.path, usage.qualifierBy].compactMap({ $0 }) {
                if let path = value.value.literalText { paths.append((path, value.location)) }
            }
        }
        return paths
    }
}

/// An edge that exists because a qualifier is read from a property: in `profile`, the property at
/// `path` holds `value`, so the component's dependency reaches that registration.
public struct PropertyEdge: Hashable, Sendable, Codable {
    /// Index into `DependencyGraph.components`.
    public var from: Int
    /// Index into `DependencyGraph.registrations`.
    public var to: Int
    public var path: String
    public var value: String
    public var profile: String

    /// Every such edge of `analysis`, in each of `profiles` where the path holds a value.
    static func edges(of analysis: GraphAnalysis, profiles: [(name: String, source: any PropertySource)])
        -> [PropertyEdge]
    {
        let components = analysis.graph.components
        var edges: [PropertyEdge] = []
        // Dependencies are read in place: only the few qualified by a property are looked at.
        for index in components.indices where components[index].isRegistrable {
            components[index].dependencies.withUnsafeBufferPointer { dependencies in
                for position in dependencies.indices where !dependencies[position].isArray {
                    guard let path = dependencies[position].qualifierBy else { continue }
                    edges += Self.edges(
                        from: index, to: dependencies[position].typeName, path: path, profiles: profiles,
                        askedIn: components[index].module ?? NameOwners.ownTarget, analysis.resolver)
                }
            }
        }
        return edges
    }

    /// The edges from component `index` through its dependency on `typeName` qualified by `path`:
    /// one per profile that sets the path to a scalar, to each registration that value selects.
    private static func edges(
        from index: Int, to typeName: String, path: String,
        profiles: [(name: String, source: any PropertySource)], askedIn module: String,
        _ resolver: DependencyResolver
    ) -> [PropertyEdge] {
        profiles.flatMap { profile -> [PropertyEdge] in
            guard let fact = profile.source.lookup(path), ![.mapping, .sequence, .null].contains(fact.kind)
            else { return [] }
            let reached = resolver.resolve(typeName, qualifier: fact.text, isArray: false, askedIn: module).targets
            return reached.map {
                PropertyEdge(from: index, to: $0, path: path, value: fact.text, profile: profile.name)
            }
        }
    }
}

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
        let resolver = DependencyResolver(index: analysis.index)
        let components = analysis.graph.components
        return components.indices.filter { components[$0].isRegistrable }.flatMap { index in
            components[index].dependencies.filter { !$0.isArray }.flatMap { dependency -> [PropertyEdge] in
                guard let path = dependency.qualifierBy else { return [] }
                return profiles.flatMap { profile -> [PropertyEdge] in
                    guard let fact = profile.source.lookup(path), ![.mapping, .sequence, .null].contains(fact.kind)
                    else { return [] }
                    let reached = resolver.resolve(dependency.typeName, qualifier: fact.text, isArray: false).targets
                    return reached.map {
                        PropertyEdge(from: index, to: $0, path: path, value: fact.text, profile: profile.name)
                    }
                }
            }
        }
    }
}

/// One entry of the registry the checks resolve against: a scanned component or another module's.
public struct Registration: Hashable, Sendable, Codable {
    /// Where the registration comes from.
    public enum Origin: Hashable, Sendable, Codable {
        /// Index into `DependencyGraph.components`.
        case component(Int)
        /// Index into `DependencyGraph.externals`.
        case external(Int)
    }

    public var origin: Origin
    public var typeName: String
    /// `""` means no qualifier.
    public var qualifier: String
    public var scope: ComponentScope
    public var isLazy: Bool
    public var isFactory: Bool
    /// Every type the registration can be found through besides its own.
    public var supertypes: [String]
    public var location: SourceLocation?
    public var conditions: [BranchCondition]

    /// The component index when the registration is one of the scanned components.
    public var componentIndex: Int? {
        if case .component(let index) = origin { return index }
        return nil
    }
}

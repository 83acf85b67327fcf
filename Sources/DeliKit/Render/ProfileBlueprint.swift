/// One profile of a generated factory: its name and its own property tree (without the common
/// `properties:`, which the runtime merges underneath).
public struct ProfileBlueprint: Hashable, Sendable {
    public var name: String
    /// A mapping.
    public var properties: YAMLNode

    public init(name: String, properties: YAMLNode) {
        self.name = name
        self.properties = properties
    }
}

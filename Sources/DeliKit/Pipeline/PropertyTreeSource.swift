/// Lets the checks look values up in a profile's merged `PropertyTree`.
struct PropertyTreeSource: PropertySource {
    let tree: PropertyTree

    func lookup(_ path: String) -> PropertyFact? {
        guard let node = tree.node(at: path) else { return nil }
        return PropertyFact(kind: Self.kind(of: node), text: node.scalar?.description ?? "", location: node.location)
    }

    private static func kind(of node: YAMLNode) -> PropertyFact.Kind {
        switch node.content {
        case .mapping: return .mapping
        case .sequence: return .sequence
        case .scalar(let scalar):
            switch scalar {
            case .null: return .null
            case .bool: return .bool
            case .int: return .int
            case .float: return .float
            case .string: return .string
            }
        }
    }
}

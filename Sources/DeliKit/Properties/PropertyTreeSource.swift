/// Lets the checks look values up in a profile's merged `PropertyTree`.
struct PropertyTreeSource: PropertySource {
    let tree: PropertyTree
    /// The files the profile reads, when known: those that hold nothing are read too.
    var readFiles: [String] = []

    func lookup(_ path: String) -> PropertyFact? {
        guard let node = tree.node(at: path) else { return nil }
        return PropertyFact(kind: Self.kind(of: node), text: node.scalar?.description ?? "", location: node.location)
    }

    func keys(at path: String) -> [String] {
        let node = path.isEmpty ? tree.root : tree.node(at: path)
        return node?.mapping?.map(\.key) ?? []
    }

    /// The files the profile reads, or else every file a value of the tree was read from, in
    /// first-seen order (walked without recursion).
    var files: [String] {
        guard readFiles.isEmpty else { return readFiles }
        var result: [String] = []
        var pending = [tree.root]
        while let node = pending.popLast() {
            if let file = node.location?.file, !result.contains(file) { result.append(file) }
            pending += (node.mapping?.map(\.value) ?? node.sequence ?? []).reversed()
        }
        return result
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

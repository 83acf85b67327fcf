/// The merged properties of one profile: a tree of string-keyed mappings, sequences and typed
/// scalars, each node remembering the file, line and column it was read from.
public struct PropertyTree: Sendable, Hashable {
    /// The top-level mapping.
    public var root: YAMLNode

    /// An empty tree.
    public init() {
        self.root = .mapping([])
    }

    public init(root: YAMLNode) {
        self.root = root
    }

    /// The node at `path`, or nil when a key or index is missing. The node's `location` says
    /// where the value was written.
    public func node(at path: PropertyPath) -> YAMLNode? {
        var current = root
        for component in path.components {
            switch (component, current.content) {
            case (.key(let key), .mapping(let entries)):
                guard let entry = entries.first(where: { $0.key == key }) else { return nil }
                current = entry.value
            case (.index(let index), .sequence(let items)):
                guard index >= 0, index < items.count else { return nil }
                current = items[index]
            default:
                return nil
            }
        }
        return current
    }

    /// The node at the path written as `text`; nil when the path is malformed or missing.
    public func node(at text: String) -> YAMLNode? {
        PropertyPath(text).flatMap { node(at: $0) }
    }

    /// This tree with `overlay` deep-merged on top (see ``PropertyMerger``).
    public func merging(_ overlay: PropertyTree) -> PropertyTree {
        PropertyTree(root: PropertyMerger.merge(root, overlay.root))
    }
}

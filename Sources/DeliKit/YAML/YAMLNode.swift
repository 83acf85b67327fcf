/// One node of a YAML (or JSON) document: a scalar, a sequence or a mapping with ordered keys,
/// marked with the 1-based location where it starts.
///
/// Two nodes are equal when their content is; locations are ignored, so a tree written by
/// ``YAMLWriter`` and read back compares equal to the original.
public struct YAMLNode: Sendable, Hashable {
    /// What a node holds.
    public enum Content: Sendable, Hashable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        case mapping([YAMLMappingEntry])
    }

    public var content: Content
    /// Where the node starts in its file, or nil for a node built in code.
    public var location: SourceLocation?

    public init(_ content: Content, at location: SourceLocation? = nil) {
        self.content = content
        self.location = location
    }

    /// A scalar node.
    public static func scalar(_ scalar: YAMLScalar, at location: SourceLocation? = nil) -> YAMLNode {
        YAMLNode(.scalar(scalar), at: location)
    }

    /// A sequence node.
    public static func sequence(_ items: [YAMLNode], at location: SourceLocation? = nil) -> YAMLNode {
        YAMLNode(.sequence(items), at: location)
    }

    /// A mapping node whose keys keep the given order.
    public static func mapping(_ entries: [YAMLMappingEntry], at location: SourceLocation? = nil) -> YAMLNode {
        YAMLNode(.mapping(entries), at: location)
    }

    public static func == (lhs: YAMLNode, rhs: YAMLNode) -> Bool {
        lhs.content == rhs.content
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(content)
    }

    /// The scalar, when the node is one.
    public var scalar: YAMLScalar? {
        if case .scalar(let value) = content { return value }
        return nil
    }

    /// The items, when the node is a sequence.
    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// The entries, when the node is a mapping.
    public var mapping: [YAMLMappingEntry]? {
        if case .mapping(let entries) = content { return entries }
        return nil
    }

    /// The value stored under `key` when the node is a mapping.
    public subscript(key: String) -> YAMLNode? {
        mapping?.first { $0.key == key }?.value
    }

    /// The kind of node for messages: `mapping`, `sequence` or the scalar's type name.
    public var kindName: String {
        switch content {
        case .scalar(let scalar): return scalar.typeName
        case .sequence: return "sequence"
        case .mapping: return "mapping"
        }
    }
}

/// One `key: value` pair of a mapping. Keys are the scalar text of the key node.
public struct YAMLMappingEntry: Sendable, Hashable {
    public var key: String
    /// Where the key is written.
    public var keyLocation: SourceLocation?
    public var value: YAMLNode

    public init(key: String, keyLocation: SourceLocation? = nil, value: YAMLNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }

    public static func == (lhs: YAMLMappingEntry, rhs: YAMLMappingEntry) -> Bool {
        lhs.key == rhs.key && lhs.value == rhs.value
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(value)
    }
}

/// A sequence or mapping being built by ``YAMLTreeBuilder``: its items so far, the key waiting
/// for its value, and which keys came from a `<<` merge (those may be overridden silently).
struct YAMLCollectionFrame {
    let isMapping: Bool
    let location: SourceLocation
    let anchor: String?
    private var items: [YAMLNode] = []
    private var entries: [YAMLMappingEntry] = []
    private var pendingKey: (text: String, location: SourceLocation?)?
    private var skippingValue = false
    private var keyIndex: [String: Int] = [:]
    private var mergedKeys: Set<String> = []

    init(isMapping: Bool, at location: SourceLocation, anchor: String?) {
        self.isMapping = isMapping
        self.location = location
        self.anchor = anchor
    }

    /// The finished node.
    var node: YAMLNode {
        isMapping ? .mapping(entries, at: location) : .sequence(items, at: location)
    }

    /// Adds an item, a key or a value; returns the problems found (duplicate or complex key).
    mutating func add(_ node: YAMLNode, keyText: String?) -> [Diagnostic] {
        guard isMapping else {
            items.append(node)
            return []
        }
        if skippingValue {
            skippingValue = false
            return []
        }
        guard let key = pendingKey else {
            return takeKey(node, keyText: keyText)
        }
        pendingKey = nil
        return setValue(node, for: key.text, at: key.location)
    }

    private mutating func takeKey(_ node: YAMLNode, keyText: String?) -> [Diagnostic] {
        guard let keyText, node.scalar != nil else {
            skippingValue = true
            return [.complexKey(at: node.location)]
        }
        pendingKey = (keyText, node.location)
        return []
    }

    private mutating func setValue(_ value: YAMLNode, for key: String, at location: SourceLocation?) -> [Diagnostic] {
        if key == "<<", merge(value) { return [] }
        if let index = keyIndex[key] {
            guard mergedKeys.remove(key) != nil else {
                return [.duplicateKey(key, at: location, first: entries[index].keyLocation)]
            }
            entries[index] = YAMLMappingEntry(key: key, keyLocation: location, value: value)
            return []
        }
        keyIndex[key] = entries.count
        entries.append(YAMLMappingEntry(key: key, keyLocation: location, value: value))
        return []
    }

    /// Applies a `<<` merge of a mapping or a sequence of mappings; false if `value` is neither.
    private mutating func merge(_ value: YAMLNode) -> Bool {
        let sources: [[YAMLMappingEntry]]
        if let mapping = value.mapping {
            sources = [mapping]
        } else if let items = value.sequence, items.allSatisfy({ $0.mapping != nil }) {
            sources = items.compactMap(\.mapping)
        } else {
            return false
        }
        for entry in sources.joined() where keyIndex[entry.key] == nil {
            keyIndex[entry.key] = entries.count
            mergedKeys.insert(entry.key)
            entries.append(entry)
        }
        return true
    }
}

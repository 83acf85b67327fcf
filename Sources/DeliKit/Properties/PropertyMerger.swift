/// Deep-merges property trees: when both sides hold a mapping under a key the mappings merge
/// key by key; anything else (scalars, sequences, a mapping meeting a scalar) is replaced by the
/// later value. Keys keep the position of their first appearance; new keys go at the end.
public enum PropertyMerger {
    /// `overlay` merged on top of `base`.
    public static func merge(_ base: YAMLNode, _ overlay: YAMLNode) -> YAMLNode {
        guard case .mapping(var entries) = base.content, case .mapping(let additions) = overlay.content else {
            return overlay
        }
        var positions: [String: Int] = [:]
        for (index, entry) in entries.enumerated() {
            positions[entry.key] = index
        }
        for addition in additions {
            if let position = positions[addition.key] {
                entries[position].value = merge(entries[position].value, addition.value)
            } else {
                positions[addition.key] = entries.count
                entries.append(addition)
            }
        }
        return .mapping(entries, at: base.location)
    }
}

/// The Deli 0.9 README writes an entry as a list of one-key mappings:
///
/// ```yaml
/// config:
///   MyApp:
///     - project: MyApp
///     - properties:
///       - Configurations/application-dev.yml
/// ```
///
/// The meaning is the mapping of those keys, so the list is read as that mapping. A key given twice
/// is the same duplicate-key error a mapping gets; a list that holds anything other than mappings
/// is left as it is, for the wrong-type error.
enum ListEntryMerger {
    /// The mapping `node`'s items make together, or nil when `node` is not a non-empty list of
    /// mappings.
    static func merged(_ node: YAMLNode, values: inout ConfigValueReader) -> YAMLNode? {
        guard let items = node.sequence, !items.isEmpty, items.allSatisfy({ $0.mapping != nil }) else { return nil }
        var entries: [YAMLMappingEntry] = []
        for entry in items.flatMap({ $0.mapping ?? [] }) {
            if let first = entries.first(where: { $0.key == entry.key }) {
                values.emit(.duplicateKey(entry.key, at: entry.keyLocation, first: first.keyLocation))
                continue
            }
            entries.append(entry)
        }
        return .mapping(entries, at: node.location)
    }
}

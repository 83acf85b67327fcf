/// A value of an old-style (NeXTSTEP) property list, as `project.pbxproj` is written, with the
/// position it starts at.
struct PropertyListValue: Sendable {
    enum Content: Sendable {
        case string(String)
        case array([PropertyListValue])
        case dictionary([String: PropertyListValue])
    }

    var content: Content
    var location: SourceLocation

    var string: String? {
        if case .string(let value) = content { return value }
        return nil
    }

    var array: [PropertyListValue]? {
        if case .array(let items) = content { return items }
        return nil
    }

    var dictionary: [String: PropertyListValue]? {
        if case .dictionary(let entries) = content { return entries }
        return nil
    }

    /// The value under `key` when this is a dictionary.
    subscript(key: String) -> PropertyListValue? {
        dictionary?[key]
    }

    /// The strings of an array value (non-strings are skipped).
    var strings: [String] {
        (array ?? []).compactMap(\.string)
    }
}

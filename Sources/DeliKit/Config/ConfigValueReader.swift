/// Typed access to configuration nodes that records a located diagnostic for every value of
/// the wrong type or unknown key, and returns nil (or an empty list) in its place.
struct ConfigValueReader {
    private(set) var diagnostics: [Diagnostic] = []

    mutating func emit(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// The entries of a mapping; unknown keys are reported when `known` is given.
    mutating func mapping(_ node: YAMLNode, key: String, known: [String]?) -> [YAMLMappingEntry]? {
        guard let entries = node.mapping else {
            emit(.wrongType(key, expected: "a mapping", found: node.kindName, at: node.location))
            return nil
        }
        if let known {
            for entry in entries where !known.contains(entry.key) {
                let suggestion = KeySuggester.suggestion(for: entry.key, among: known)
                emit(.unknownKey(entry.key, suggestion: suggestion, known: known, at: entry.keyLocation))
            }
        }
        return entries
    }

    mutating func sequence(_ node: YAMLNode, key: String, expected: String) -> [YAMLNode]? {
        guard let items = node.sequence else {
            emit(.wrongType(key, expected: expected, found: node.kindName, at: node.location))
            return nil
        }
        return items
    }

    mutating func string(_ node: YAMLNode, key: String) -> Located<String>? {
        guard case .string(let value)? = node.scalar else {
            emit(.wrongType(key, expected: "a string", found: node.kindName, at: node.location))
            return nil
        }
        return Located(value, at: node.location)
    }

    /// A string that names a file: an empty one names nothing, and is reported rather than taken
    /// for the default.
    mutating func path(_ node: YAMLNode, key: String) -> Located<String>? {
        guard let value = string(node, key: key) else { return nil }
        guard !value.value.isEmpty else {
            emit(.wrongType(key, expected: "a path", found: "empty string", at: node.location))
            return nil
        }
        return value
    }

    /// A string or a list of strings; wrong items are reported one by one.
    mutating func stringList(_ node: YAMLNode, key: String) -> [Located<String>] {
        if case .string(let value)? = node.scalar { return [Located(value, at: node.location)] }
        guard let items = node.sequence else {
            let found = node.kindName
            emit(.wrongType(key, expected: "a string or a list of strings", found: found, at: node.location))
            return []
        }
        return items.compactMap { item in
            guard case .string(let value)? = item.scalar else {
                emit(.wrongType(key, expected: "a list of strings", found: item.kindName, at: item.location))
                return nil
            }
            return Located(value, at: item.location)
        }
    }

    mutating func bool(_ node: YAMLNode, key: String) -> Bool? {
        guard case .bool(let value)? = node.scalar else {
            emit(.wrongType(key, expected: "a boolean", found: node.kindName, at: node.location))
            return nil
        }
        return value
    }

    /// A string that is a Swift identifier (letters, digits, `_`, not starting with a digit) and not
    /// one of the ``ReservedTypeNames``.
    mutating func typeName(_ node: YAMLNode, key: String) -> Located<String>? {
        guard let name = string(node, key: key) else { return nil }
        let valid =
            name.value.first.map { !$0.isNumber } ?? false
            && name.value.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
        guard valid else {
            emit(.invalidValue(key, name.value, expected: "a Swift type name", at: node.location))
            return nil
        }
        if let reason = ReservedTypeNames.reason(against: name.value) {
            emit(.invalidValue(key, name.value, expected: "a name a class can have (\(reason))", at: node.location))
            return nil
        }
        return name
    }

    mutating func accessControl(_ node: YAMLNode) -> Located<AccessControl>? {
        guard let text = string(node, key: "accessControl") else { return nil }
        guard let value = AccessControl(rawValue: text.value) else {
            let expected = "one of " + AccessControl.allCases.map(\.rawValue).joined(separator: ", ")
            emit(.invalidValue("accessControl", text.value, expected: expected, at: node.location))
            return nil
        }
        return Located(value, at: node.location)
    }
}

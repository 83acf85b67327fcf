extension DiagnosticID {
    /// Malformed YAML: libyaml's problem text at its mark.
    static let malformedYAML = DiagnosticID("C001")
    /// The same key twice in one mapping.
    static let duplicateKey = DiagnosticID("C009")
    /// More than one document in a file.
    static let multipleDocuments = DiagnosticID("C010")
    /// An alias with no anchor before it.
    static let unknownAlias = DiagnosticID("C013")
    /// A scalar whose text does not fit its explicit tag.
    static let invalidTaggedValue = DiagnosticID("C014")
    /// A mapping key that is itself a mapping or sequence.
    static let complexKey = DiagnosticID("C018")
}

extension Diagnostic {
    static func malformedYAML(
        _ problem: String, at location: SourceLocation, context: String?, contextLocation: SourceLocation?
    ) -> Diagnostic {
        let notes = context.map { [DiagnosticNote($0, at: contextLocation)] } ?? []
        return .error(.malformedYAML, "malformed YAML: \(problem)", at: location, notes: notes)
    }

    static func duplicateKey(_ key: String, at location: SourceLocation?, first: SourceLocation?) -> Diagnostic {
        .error(
            .duplicateKey, "duplicate key '\(key)' in the same mapping", at: location,
            notes: [DiagnosticNote("'\(key)' is first set here", at: first)])
    }

    static func multipleDocuments(at location: SourceLocation) -> Diagnostic {
        .error(
            .multipleDocuments,
            "the file holds more than one YAML document; Deli reads exactly one (remove the extra '---')",
            at: location)
    }

    static func unknownAlias(_ anchor: String, at location: SourceLocation) -> Diagnostic {
        .error(.unknownAlias, "unknown alias '*\(anchor)': no anchor '&\(anchor)' is defined before it", at: location)
    }

    static func invalidTaggedValue(_ text: String, tag: String, at location: SourceLocation) -> Diagnostic {
        let shortTag = tag.hasPrefix("tag:yaml.org,2002:") ? "!!" + tag.dropFirst(18) : tag
        return .error(.invalidTaggedValue, "'\(text)' is not a valid \(shortTag) value", at: location)
    }

    static func complexKey(at location: SourceLocation?) -> Diagnostic {
        .error(.complexKey, "a mapping key must be a scalar, not a mapping or a sequence", at: location)
    }
}

extension DiagnosticID {
    /// Collections nested deeper than the reader accepts.
    static let nestingTooDeep = DiagnosticID("C019")
}

extension Diagnostic {
    static func nestingTooDeep(limit: Int, at location: SourceLocation) -> Diagnostic {
        .error(.nestingTooDeep, "the document nests more than \(limit) levels deep", at: location)
    }
}

extension DiagnosticID {
    /// A document whose aliases expand to too many nodes.
    static let tooManyNodes = DiagnosticID("C021")
}

extension Diagnostic {
    static func tooManyNodes(limit: Int, at location: SourceLocation) -> Diagnostic {
        .error(
            .tooManyNodes, "the document expands to more than \(limit) nodes (through aliases); it is not read further",
            at: location)
    }
}

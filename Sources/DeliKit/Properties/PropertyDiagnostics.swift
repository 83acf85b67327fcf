extension DiagnosticID {
    /// A file that a configuration names does not exist (or a glob matches nothing).
    static let missingFile = DiagnosticID("C007")
    /// A file exists but cannot be read.
    static let unreadableFile = DiagnosticID("C008")
}

extension Diagnostic {
    static func missingPropertyFile(_ path: String, at location: SourceLocation?) -> Diagnostic {
        .error(.missingFile, "property file '\(path)' does not exist", at: location)
    }

    static func noPropertyFileMatches(_ pattern: String, at location: SourceLocation?) -> Diagnostic {
        .error(.missingFile, "no property file matches '\(pattern)'", at: location)
    }

    static func propertyFileNotMapping(kind: String, at location: SourceLocation) -> Diagnostic {
        .error(
            .wrongType, "a property file must hold a mapping at the top level, not \(Article.of(kind))", at: location)
    }

    /// A read or listing failure; `location` is where the file is named, if anywhere.
    static func fileError(_ error: FileSystemError, at location: SourceLocation?) -> Diagnostic {
        switch error {
        case .notFound(let path):
            return .error(.missingFile, "file '\(path)' does not exist", at: location)
        case .unreadable(let path, let reason):
            return .error(.unreadableFile, "cannot read '\(path)': \(reason)", at: location ?? .file(path))
        }
    }
}

/// `a mapping`, `an integer`: the kind of a node with its indefinite article, for messages.
enum Article {
    static func of(_ kind: String) -> String {
        guard let first = kind.first else { return kind }
        return ("aeiou".contains(first) ? "an " : "a ") + kind
    }
}

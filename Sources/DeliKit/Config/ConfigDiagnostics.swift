extension DiagnosticID {
    /// A key `deli.yml` does not know.
    static let unknownKey = DiagnosticID("C002")
    /// No `deli.yml`, and the folder's defaults choose no target.
    static let projectWithoutTarget = DiagnosticID("C059")
    /// A value of the wrong YAML type.
    static let wrongType = DiagnosticID("C003")
    /// `target:` names no entry of `config:`.
    static let missingTargetEntry = DiagnosticID("C004")
    /// `target:` is an empty list.
    static let emptyTargetList = DiagnosticID("C005")
    /// A target without a single Swift source.
    static let noSources = DiagnosticID("C006")
    /// `--profile` names no profile.
    static let unknownProfile = DiagnosticID("C011")
    /// A project kind Deli cannot read (an Xcode workspace).
    static let unsupportedProject = DiagnosticID("C012")
    /// A value of the right type that is still not allowed.
    static let invalidValue = DiagnosticID("C016")
    /// A required key is absent.
    static let missingKey = DiagnosticID("C017")
    /// `config:` holds no entry.
    static let emptyConfig = DiagnosticID("C073")
    /// An `include` glob that matches no file (a warning).
    static let includeMatchesNothing = DiagnosticID("C020")
}

extension Diagnostic {
    static func unknownKey(_ key: String, suggestion: String?, known: [String], at location: SourceLocation?)
        -> Diagnostic
    {
        guard let suggestion else {
            let list = known.joined(separator: ", ")
            return .error(.unknownKey, "unknown key '\(key)' (known keys: \(list))", at: location)
        }
        return .error(.unknownKey, "unknown key '\(key)'; did you mean '\(suggestion)'?", at: location)
    }

    static func wrongType(_ key: String, expected: String, found: String, at location: SourceLocation?) -> Diagnostic {
        .error(.wrongType, "'\(key)' must be \(expected), not \(Article.of(found))", at: location)
    }

    static func missingTargetEntry(_ name: String, suggestion: String?, at location: SourceLocation?) -> Diagnostic {
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return .error(.missingTargetEntry, "target '\(name)' has no entry under 'config'\(hint)", at: location)
    }

    static func emptyConfig(at location: SourceLocation?) -> Diagnostic {
        .error(
            .emptyConfig,
            "'config' has no entries, so there is nothing to check or generate; add one entry per target, "
                + "such as 'App: {project: ., target: App}'",
            at: location)
    }

    static func emptyTargetList(at location: SourceLocation?) -> Diagnostic {
        .error(.emptyTargetList, "'target' lists no targets; name at least one entry of 'config'", at: location)
    }

    static func noSources(target: String, searched: String, at location: SourceLocation?) -> Diagnostic {
        .error(.noSources, "no Swift sources found for '\(target)' in '\(searched)'", at: location)
    }

    static func undeclaredPackageTarget(
        _ target: String, manifest: String, suggestion: String? = nil, at location: SourceLocation?
    ) -> Diagnostic {
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return .error(
            .noSources,
            "'\(manifest)' declares no target '\(target)' and 'Sources/\(target)' does not exist\(hint)", at: location)
    }

    static func unknownProfile(
        _ name: String, known: [String], suggestion: String? = nil, at location: SourceLocation?
    ) -> Diagnostic {
        let list = known.isEmpty ? "no profiles are defined" : "the profiles are: " + known.joined(separator: ", ")
        guard let suggestion else { return .error(.unknownProfile, "unknown profile '\(name)'; \(list)", at: location) }
        return .error(
            .unknownProfile, "unknown profile '\(name)'; did you mean '\(suggestion)'? (\(list))", at: location)
    }

    static func invalidValue(_ key: String, _ value: String, expected: String, at location: SourceLocation?)
        -> Diagnostic
    {
        .error(.invalidValue, "'\(key)' must be \(expected); found '\(value)'", at: location)
    }

    static func missingKey(_ key: String, in place: String, at location: SourceLocation?) -> Diagnostic {
        .error(.missingKey, "\(place) has no '\(key)'", at: location)
    }

    static func includeMatchesNothing(_ pattern: String, at location: SourceLocation?) -> Diagnostic {
        .warning(.includeMatchesNothing, "'include' pattern '\(pattern)' matches no file", at: location)
    }

    static func projectWithoutTarget(_ message: String) -> Diagnostic {
        .error(.projectWithoutTarget, message)
    }

    static func missingConfigurationFile(_ path: String) -> Diagnostic {
        .error(.missingFile, "configuration file '\(path)' does not exist")
    }

    static func missingProject(_ path: String, at location: SourceLocation?) -> Diagnostic {
        .error(.missingFile, "project directory '\(path)' does not exist", at: location)
    }
}

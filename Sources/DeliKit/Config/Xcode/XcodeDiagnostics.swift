extension DiagnosticID {
    /// `project.pbxproj` is not a well-formed old-style property list or lacks what a project needs.
    static let malformedXcodeProject = DiagnosticID("C030")
    /// The Xcode target named by `target:` or a scheme does not exist, or none can be chosen.
    static let unknownXcodeTarget = DiagnosticID("C031")
    /// The scheme named by `scheme:` is not shared, or builds no target of the project.
    static let unusableXcodeScheme = DiagnosticID("C032")
}

extension Diagnostic {
    static func malformedXcodeProject(_ error: PropertyListError) -> Diagnostic {
        .error(.malformedXcodeProject, "malformed Xcode project file: \(error.message)", at: error.location)
    }

    static func unknownXcodeTarget(
        _ name: String, project: String, known: [String], at location: SourceLocation?
    ) -> Diagnostic {
        if let suggestion = KeySuggester.suggestion(for: name, among: known) {
            return .error(
                .unknownXcodeTarget, "'\(project)' has no target '\(name)'; did you mean '\(suggestion)'?",
                at: location)
        }
        let list = known.isEmpty ? "it has no targets" : "its targets are: " + known.joined(separator: ", ")
        return .error(.unknownXcodeTarget, "'\(project)' has no target '\(name)'; \(list)", at: location)
    }

    static func ambiguousXcodeTarget(project: String, known: [String], at location: SourceLocation?) -> Diagnostic {
        .error(
            .unknownXcodeTarget,
            "'\(project)' has several targets (\(known.joined(separator: ", "))); choose one with 'target:' or 'scheme:'",
            at: location)
    }

    static func missingXcodeScheme(_ scheme: String, path: String, at location: SourceLocation?) -> Diagnostic {
        .error(
            .unusableXcodeScheme,
            "no scheme '\(scheme)' at '\(path)'; mark the scheme as Shared in Xcode (Manage Schemes), "
                + "or name the target with 'target:'",
            at: location)
    }

    static func schemeWithoutTarget(_ scheme: String, path: String, project: String) -> Diagnostic {
        .error(
            .unusableXcodeScheme, "scheme '\(scheme)' builds no target of '\(project)'; name the target with 'target:'",
            at: .file(path))
    }

    static func xcodeWorkspace(_ path: String, at location: SourceLocation?) -> Diagnostic {
        .error(
            .unsupportedProject,
            "Xcode workspaces are not read ('\(path)'); point 'project' at the .xcodeproj that holds the target",
            at: location)
    }
}

/// Decides which findings of a graph built over a target and the modules it depends on belong to
/// the target's run, and how they read there.
///
/// - A **library** leaves what it cannot meet to the apps that link it: a dependency with no
///   implementation (E001) or a property path no file defines (E005) in its own sources is an open
///   requirement, a note. Findings in the modules below it are theirs, reported in their own runs.
/// - An **app** checks the whole graph where it is assembled: besides its own findings, every error
///   in a linked module that the assembled graph causes (an unmet requirement, an ambiguity made by
///   a second implementation, a cycle or a captive dependency across modules, a main-actor or
///   `start()`-built implementation of a module's dependency, a property of the app's files) is
///   reported at the module's declaration, with a note naming the app; so is a warning of the
///   assembled graph (a captive dependency, a dependency met only under `#if`, values of a nested
///   property written where it is not read) that involves what lies outside the module.
struct AssemblyScope {
    /// Findings a library leaves to the apps that link it.
    static let requirementIDs: Set<DiagnosticID> = [.missingImplementation, .missingProperty]
    /// Findings that depend on the whole graph, so an app reports them in the modules it links.
    static let assembledIDs: Set<DiagnosticID> = requirementIDs.union([
        .ambiguousImplementation, .dependencyCycle, .unconvertibleProperty, .factoryAsDependency, .lifecycleScope,
        .unsupportedStartedConstruction, .captiveDependency, .isolationMismatch, .alwaysNeedsStarted,
        .conditionalDependency, .unreadNestedPath, .duplicateRegistration,
    ])

    let target: BuildTarget
    let owners: ModuleOwners

    init(target: BuildTarget, modules: [ModuleSources]) {
        self.target = target
        self.owners = ModuleOwners(modules)
    }

    func scoped(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.compactMap { diagnostic in
            guard let file = diagnostic.location?.file, let module = owners.module(of: file) else {
                return own(diagnostic)
            }
            return linked(diagnostic, in: module)
        }
    }

    private func own(_ diagnostic: Diagnostic) -> Diagnostic? {
        guard target.role == .library, diagnostic.isError, Self.requirementIDs.contains(diagnostic.id) else {
            return diagnostic
        }
        var requirement = diagnostic
        requirement.severity = .note
        requirement.notes.append(.openRequirement(of: target.moduleName))
        return requirement
    }

    private func linked(_ diagnostic: Diagnostic, in module: String) -> Diagnostic? {
        guard target.role == .app, Self.assembledIDs.contains(diagnostic.id),
            diagnostic.isError || diagnostic.severity == .warning && reaches(beyond: module, diagnostic)
        else { return nil }
        var assembled = diagnostic
        // A type the module cannot see is not the app's to provide: the module names the wrong type.
        let id = diagnostic.notes.contains(where: \.isUnseenType) ? nil : diagnostic.id
        assembled.notes.append(.assembled(module: module, app: target.moduleName, id: id))
        return assembled
    }

    /// Whether a note points outside `module` (at the app's files, its property files or another
    /// module): a warning that lies inside the module alone is the module's own build's to report.
    private func reaches(beyond module: String, _ diagnostic: Diagnostic) -> Bool {
        diagnostic.notes.contains { note in
            guard let file = note.location?.file else { return false }
            return owners.module(of: file) != module
        }
    }
}

extension DiagnosticNote {
    static func openRequirement(of library: String) -> DiagnosticNote {
        DiagnosticNote(
            "'\(library)' is a library: this is an open requirement, checked in every app that links it "
                + "(an executable or test target, or a deli.yml entry with 'app: true')")
    }

    /// With `id`, the note says what the app can do about that kind of finding.
    static func assembled(module: String, app: String, id: DiagnosticID?) -> DiagnosticNote {
        let found = "found where '\(app)' assembles the app, which links '\(module)'"
        switch id {
        case .missingImplementation:
            return DiagnosticNote(found + ": provide it in '\(app)' or in a module '\(app)' depends on")
        case .missingProperty:
            return DiagnosticNote(found + ": define it in every profile of '\(app)'")
        default:
            return DiagnosticNote(found)
        }
    }
}

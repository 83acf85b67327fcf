/// Finds the Swift sources of one `config` entry: a SwiftPM target's directory (from the
/// manifest's `path:` or `Sources/<Target>`) or a plain directory, plus `include` globs, minus
/// `exclude` globs, all relative to the project directory. An Xcode project's sources are the
/// chosen target's (see ``XcodeSourceFinder``), relative to the project's source root.
struct SourceFileFinder {
    let fileSystem: any FileSystem
    /// `--scheme`: replaces `target:` and `scheme:` of Xcode project entries.
    var scheme: String?
    /// Where the walks of earlier runs are kept (see ``WalkMatcher``); nil walks every time.
    var walks: (any WalkRecordStorage)?

    struct Found {
        var project: String
        var sourceDirectory: String
        var files: [String]
        /// The module the sources form, when the project says (an Xcode target).
        var moduleName: String?
        /// The SwiftPM manifest, when one was read, so later steps do not parse it again.
        var manifest: PackageManifest?
        /// True for an Xcode project: `project` is its folder, which its entry's `output` is
        /// relative to (Deli 0.9's rule).
        var isXcodeProject = false
        /// An Xcode target whose build settings make its declarations main-actor isolated by default.
        var isMainActorByDefault = false
    }

    /// The project directory and its sources; nil sources when the project cannot be used.
    func sources(for entry: ConfigEntry, configDirectory: String, diagnostics: inout [Diagnostic]) -> Found? {
        let projectText = entry.project?.value ?? "."
        let project = FilePath.join(configDirectory, projectText)
        let location = entry.project?.location ?? entry.name.location
        if FilePath.pathExtension(of: project) == "xcworkspace" {
            diagnostics.append(.xcodeWorkspace(project, at: location))
            return nil
        }
        if let bundle = XcodeSourceFinder.bundle(for: project, fileSystem: fileSystem) {
            return xcodeSources(bundle: bundle, entry: entry, location: location, diagnostics: &diagnostics)
        }
        guard fileSystem.itemKind(at: project) == .directory else {
            diagnostics.append(.missingProject(project, at: location))
            return nil
        }
        var manifest: PackageManifest?
        guard let directory = sourceDirectory(for: entry, in: project, manifest: &manifest, diagnostics: &diagnostics)
        else { return nil }
        let walked = swiftFiles(in: directory, project: project, entry: entry, diagnostics: &diagnostics)
        let files = filtered(walked, entry: entry, project: project, diagnostics: &diagnostics)
        return Found(project: project, sourceDirectory: directory, files: files, manifest: manifest)
    }

    private func xcodeSources(
        bundle: String, entry: ConfigEntry, location: SourceLocation?, diagnostics: inout [Diagnostic]
    ) -> Found? {
        var entry = entry
        if let scheme {
            entry.scheme = Located(scheme)
            entry.target = nil
        }
        let finder = XcodeSourceFinder(fileSystem: fileSystem)
        guard let found = finder.sources(bundle: bundle, entry: entry, location: location, diagnostics: &diagnostics)
        else { return nil }
        let root = found.sourceRoot
        let relative = found.files.map { file in
            root == "." || !file.hasPrefix(root + "/") ? file : String(file.dropFirst(root.count + 1))
        }.sorted()
        let common = relative.map(FilePath.directory(of:)).reduce(nil) { (shared: String?, next) in
            guard let shared else { return next }
            return Self.commonDirectory(shared, next)
        }
        let module = ModuleName.of(target: found.targetName)
        var sources = Found(
            project: root, sourceDirectory: common ?? ".",
            files: filtered(relative, entry: entry, project: root, diagnostics: &diagnostics), moduleName: module)
        sources.isXcodeProject = true
        sources.isMainActorByDefault = found.isMainActorByDefault
        return sources
    }

    /// The deepest directory holding both (`.` when they share none).
    static func commonDirectory(_ lhs: String, _ rhs: String) -> String {
        let pairs = zip(
            lhs.split(separator: "/", omittingEmptySubsequences: false),
            rhs.split(separator: "/", omittingEmptySubsequences: false))
        let joined = pairs.prefix { $0 == $1 }.map(\.0).joined(separator: "/")
        return joined.isEmpty ? (lhs.hasPrefix("/") && rhs.hasPrefix("/") ? "/" : ".") : joined
    }

    /// The sources directory relative to the project (`.` for a plain directory); `manifest` is
    /// the package's manifest when there is one.
    private func sourceDirectory(
        for entry: ConfigEntry, in project: String, manifest parsed: inout PackageManifest?,
        diagnostics: inout [Diagnostic]
    ) -> String? {
        let manifestPath = FilePath.join(project, "Package.swift")
        let target = entry.target?.value ?? entry.name.value
        guard fileSystem.itemKind(at: manifestPath) == .file else {
            // No manifest: a named target still means the conventional folder when it exists.
            let conventional = "Sources/\(target)"
            let hasFolder = fileSystem.itemKind(at: FilePath.join(project, conventional)) == .directory
            return entry.target != nil && hasFolder ? conventional : "."
        }
        let manifest: [UInt8]
        do {
            manifest = try fileSystem.readFile(at: manifestPath)
        } catch {
            diagnostics.append(.fileError(error, at: entry.name.location))
            return nil
        }
        parsed = PackageManifestReader.manifest(String(decoding: manifest, as: UTF8.self))
        if let error = parsed?.firstSyntaxError {
            // Targets after the error may be missing: said before a check blames their absence.
            let location = SourceLocation(file: manifestPath, line: error.line, column: error.column)
            diagnostics.append(.syntaxError(at: location))
        }
        if let declared = parsed?.target(named: target) {
            return declared.sourcesDirectory
        }
        let conventional = "Sources/\(target)"
        guard fileSystem.itemKind(at: FilePath.join(project, conventional)) == .directory else {
            let location = entry.target?.location ?? entry.name.location
            let suggestion = KeySuggester.suggestion(for: target, among: parsed?.targets.map(\.name) ?? [])
            diagnostics.append(
                .undeclaredPackageTarget(target, manifest: manifestPath, suggestion: suggestion, at: location))
            return nil
        }
        return conventional
    }

    /// `walked` (relative to the project) with `include` added and `exclude` removed, joined to
    /// the project path.
    private func filtered(_ walked: [String], entry: ConfigEntry, project: String, diagnostics: inout [Diagnostic])
        -> [String]
    {
        // The common case: the walk is already sorted, and a shared prefix keeps it sorted.
        if entry.include.isEmpty && entry.exclude.isEmpty {
            return PathListMemo.shared.joined(walked, to: project, swiftOnly: false)
        }
        var relative = Set(walked)
        for pattern in entry.include {
            let matches = included(pattern.value, project: project, entry: entry, diagnostics: &diagnostics)
            if matches.isEmpty { diagnostics.append(.includeMatchesNothing(pattern.value, at: pattern.location)) }
            relative.formUnion(matches)
        }
        let expander = GlobExpander(fileSystem: fileSystem)
        let excluded = expander.relativeMatches(of: entry.exclude.map(\.value), among: Array(relative))
        return relative.subtracting(excluded).map { FilePath.join(project, $0) }.sorted()
    }

    /// The `.swift` files below `directory` (relative to the project), as project-relative paths.
    private func swiftFiles(
        in directory: String, project: String, entry: ConfigEntry, diagnostics: inout [Diagnostic]
    ) -> [String] {
        let walked = WalkMatcher(fileSystem: fileSystem, storage: walks).files(under: FilePath.join(project, directory))
        diagnostics.append(contentsOf: walked.failures.map { .fileError($0, at: entry.name.location) })
        return PathListMemo.shared.joined(walked.files, to: directory, swiftOnly: true)
    }

    /// An `include` glob's matches; a pattern naming a directory includes its Swift files.
    private func included(_ pattern: String, project: String, entry: ConfigEntry, diagnostics: inout [Diagnostic])
        -> [String]
    {
        if !Glob(pattern).hasWildcards, fileSystem.itemKind(at: FilePath.join(project, pattern)) == .directory {
            return swiftFiles(
                in: FilePath.normalize(pattern), project: project, entry: entry, diagnostics: &diagnostics)
        }
        let prefixLength = project == "." ? 0 : project.count + 1
        let matches = GlobExpander(fileSystem: fileSystem).expand(pattern, in: project)
        return matches.map { String($0.dropFirst(prefixLength)) }
    }
}

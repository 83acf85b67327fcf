/// The sources of a `config` entry whose `project` is an Xcode project (`App.xcodeproj`, or
/// `App` meaning `App.xcodeproj`): the target is `target:`, else the one `scheme:` builds, else
/// the target named like the entry, else the only target.
struct XcodeSourceFinder {
    let fileSystem: any FileSystem

    struct Found {
        /// The project's source root, which `include`, `exclude` and `output` are relative to.
        var sourceRoot: String
        /// The chosen target's Swift files.
        var files: [String]
        /// The chosen target's name.
        var targetName: String
        /// Its build settings make its declarations main-actor isolated by default.
        var isMainActorByDefault = false
    }

    /// The bundle an entry's project names, or nil when it is not an Xcode project: `X.xcodeproj`,
    /// or `X` when `X.xcodeproj` exists and `X` is not a SwiftPM package.
    static func bundle(for project: String, fileSystem: any FileSystem) -> String? {
        if FilePath.pathExtension(of: project) == "xcodeproj" { return project }
        guard fileSystem.itemKind(at: project + ".xcodeproj") == .directory else { return nil }
        return fileSystem.itemKind(at: FilePath.join(project, "Package.swift")) == .file ? nil : project + ".xcodeproj"
    }

    func sources(bundle: String, entry: ConfigEntry, location: SourceLocation?, diagnostics: inout [Diagnostic])
        -> Found?
    {
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.readFile(at: FilePath.join(bundle, "project.pbxproj"))
        } catch {
            diagnostics.append(.fileError(error, at: location))
            return nil
        }
        do {
            let project = try XcodeProject(bundlePath: bundle, bytes: bytes)
            guard let target = chooseTarget(project, entry: entry, location: location, diagnostics: &diagnostics)
            else { return nil }
            let files = try XcodeTargetSources(project: project, fileSystem: fileSystem).files(ofTarget: target.id)
            var found = Found(sourceRoot: project.sourceRoot, files: files, targetName: target.name)
            found.isMainActorByDefault = XcodeDefaultIsolation(project: project).isMainActor(target: target.id)
            return found
        } catch {
            diagnostics.append(.malformedXcodeProject(error))
            return nil
        }
    }

    private func chooseTarget(
        _ project: XcodeProject, entry: ConfigEntry, location: SourceLocation?, diagnostics: inout [Diagnostic]
    ) -> (name: String, id: String)? {
        let names = project.targets.map(\.name)
        let bundleName = FilePath.lastComponent(of: project.bundlePath)
        var wanted = entry.target
        if wanted == nil, let scheme = entry.scheme {
            guard let name = schemeTarget(scheme, project: project, diagnostics: &diagnostics) else { return nil }
            wanted = Located(name, at: scheme.location)
        }
        if let wanted {
            if let found = project.targets.first(where: { $0.name == wanted.value }) { return found }
            diagnostics.append(
                .unknownXcodeTarget(wanted.value, project: bundleName, known: names, at: wanted.location))
            return nil
        }
        if let named = project.targets.first(where: { $0.name == entry.name.value }) { return named }
        if project.targets.count == 1 { return project.targets[0] }
        if names.isEmpty {
            diagnostics.append(.unknownXcodeTarget(entry.name.value, project: bundleName, known: [], at: location))
            return nil
        }
        diagnostics.append(.ambiguousXcodeTarget(project: bundleName, known: names, at: location))
        return nil
    }

    private func schemeTarget(_ scheme: Located<String>, project: XcodeProject, diagnostics: inout [Diagnostic])
        -> String?
    {
        let paths = XcodeSchemeReader.schemePaths(scheme.value, bundlePath: project.bundlePath, fileSystem: fileSystem)
        guard let path = paths.first(where: { fileSystem.itemKind(at: $0) == .file }) else {
            diagnostics.append(.missingXcodeScheme(scheme.value, path: paths[0], at: scheme.location))
            return nil
        }
        let bundleName = FilePath.lastComponent(of: project.bundlePath)
        do {
            let text = String(decoding: try fileSystem.readFile(at: path), as: UTF8.self)
            if let name = XcodeSchemeReader.blueprintName(in: text, projectBundleName: bundleName) { return name }
            diagnostics.append(.schemeWithoutTarget(scheme.value, path: path, project: bundleName))
        } catch {
            diagnostics.append(.fileError(error, at: scheme.location))
        }
        return nil
    }
}

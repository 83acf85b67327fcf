/// Reads the resolved files a target depends on into registrations the checks can resolve against.
struct ResolvedFileReader {
    let fileSystem: any FileSystem
    /// Resolved files produced earlier in the same run, by path; preferred over the disk.
    var produced: [String: GeneratedText] = [:]

    /// The registrations of each `dependencies:` item of `target`, in order.
    func externals(for target: BuildTarget, diagnostics: inout [Diagnostic])
        -> [(ModuleDependency, [ExternalRegistration])]
    {
        target.dependencies.map { ($0, read($0, diagnostics: &diagnostics)) }
    }

    func read(_ dependency: ModuleDependency, diagnostics: inout [Diagnostic]) -> [ExternalRegistration] {
        let path = dependency.resolvedFilePath
        guard let bytes = produced[path]?.text.map({ Array($0.utf8) }) ?? (try? fileSystem.readFile(at: path)) else {
            diagnostics.append(.missingResolvedFile(path, at: dependency.location))
            return []
        }
        let result = YAMLReader.read(bytes, file: path)
        diagnostics.append(contentsOf: result.diagnostics)
        guard let root = result.root, !result.hasErrors else { return [] }
        if LegacyResolvedFileReader.recognises(root) {
            return LegacyResolvedFileReader().registrations(
                in: root, file: path, imports: dependency.imports, diagnostics: &diagnostics)
        }
        return registrations(in: root, file: path, diagnostics: &diagnostics)
    }

    private func registrations(in root: YAMLNode, file: String, diagnostics: inout [Diagnostic])
        -> [ExternalRegistration]
    {
        guard case .int(ResolvedFileWriter.formatVersion)? = root["deli"]?.scalar,
            case .string(let module)? = root["module"]?.scalar,
            let items = root["registrations"]?.sequence
        else {
            diagnostics.append(.malformedResolvedFile(file, at: root.location))
            return []
        }
        return items.compactMap { item in
            guard let registration = registration(item, module: module) else {
                diagnostics.append(.malformedResolvedFile(file, at: item.location))
                return nil
            }
            return registration
        }
    }

    private func registration(_ node: YAMLNode, module: String) -> ExternalRegistration? {
        guard case .string(let type)? = node["type"]?.scalar,
            case .string(let qualifier)? = node["qualifier"]?.scalar,
            case .string(let scopeName)? = node["scope"]?.scalar,
            let scope = ComponentScope(rawValue: scopeName)
        else { return nil }
        let links = (node["links"]?.sequence ?? []).compactMap { item -> String? in
            if case .string(let link)? = item.scalar { return link }
            return nil
        }
        return ExternalRegistration(
            module: module, typeName: type, qualifier: qualifier, scope: scope,
            isLazy: flag(node["lazy"]), isFactory: flag(node["factory"]), links: links)
    }

    private func flag(_ node: YAMLNode?) -> Bool {
        if case .bool(let value)? = node?.scalar { return value }
        return false
    }
}

extension DiagnosticID {
    /// A `dependencies:` resolved file does not exist or cannot be read.
    public static let missingResolvedFile = DiagnosticID("C056")
    /// A resolved file is not in the format `deli build` writes.
    public static let malformedResolvedFile = DiagnosticID("C057")
}

extension Diagnostic {
    static func missingResolvedFile(_ path: String, at location: SourceLocation?) -> Diagnostic {
        .error(
            .missingResolvedFile,
            "cannot read the resolved file '\(path)'; run 'deli build' for that module first, or fix 'path'",
            at: location ?? .file(path))
    }

    static func malformedResolvedFile(_ path: String, at location: SourceLocation?) -> Diagnostic {
        .error(
            .malformedResolvedFile,
            "'\(path)' is not a resolved file written by this version of deli; run 'deli build' for that module again",
            at: location ?? .file(path))
    }
}

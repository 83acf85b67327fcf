/// Loads property files (YAML through libyaml, `.json` through Foundation) and merges them in
/// order into one ``PropertyTree``, reporting missing, unreadable and malformed files.
public struct PropertyFileLoader: Sendable {
    public let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// A property file pattern as written in `deli.yml` (or given on the command line).
    public struct Pattern: Sendable, Hashable {
        /// The glob or path, relative to `base`.
        public var text: String
        /// The directory the pattern is relative to.
        public var base: String
        /// Where the pattern is written; nil for command-line patterns.
        public var location: SourceLocation?

        public init(_ text: String, base: String, location: SourceLocation? = nil) {
            self.text = text
            self.base = base
            self.location = location
        }
    }

    /// The files each pattern names, in pattern order; each glob's matches sorted; duplicates kept
    /// only at their first position.
    public func files(for patterns: [Pattern], diagnostics: inout [Diagnostic]) -> [String] {
        var files: [String] = []
        var seen: Set<String> = []
        let expander = GlobExpander(fileSystem: fileSystem)
        for pattern in patterns {
            let matches = expander.expand(pattern.text, in: pattern.base)
            if matches.isEmpty { diagnostics.append(missing(pattern)) }
            for file in matches where seen.insert(file).inserted {
                files.append(file)
            }
        }
        return files
    }

    /// The merged tree of `patterns`' files, later files winning.
    public func load(_ patterns: [Pattern], diagnostics: inout [Diagnostic]) -> PropertyTree {
        loadFiles(patterns, diagnostics: &diagnostics).tree
    }

    /// ``load(_:diagnostics:)`` with the files it read, in order.
    func loadFiles(_ patterns: [Pattern], diagnostics: inout [Diagnostic]) -> (tree: PropertyTree, files: [String]) {
        var tree = PropertyTree()
        let files = files(for: patterns, diagnostics: &diagnostics)
        for file in files {
            tree = tree.merging(read(file, diagnostics: &diagnostics))
        }
        return (tree, files)
    }

    /// One file's tree; an empty tree (plus diagnostics) when it cannot be used.
    public func read(_ path: String, diagnostics: inout [Diagnostic]) -> PropertyTree {
        let bytes: [UInt8]
        do {
            bytes = try fileSystem.readFile(at: path)
        } catch {
            diagnostics.append(.fileError(error, at: nil))
            return PropertyTree()
        }
        let isJSON = FilePath.pathExtension(of: path) == "json"
        let result = isJSON ? JSONReader.read(bytes, file: path) : YAMLReader.read(bytes, file: path)
        diagnostics.append(contentsOf: result.diagnostics)
        guard let root = result.root, root.scalar != .null else { return PropertyTree() }
        guard root.mapping != nil else {
            diagnostics.append(.propertyFileNotMapping(kind: root.kindName, at: root.location ?? .file(path)))
            return PropertyTree()
        }
        return PropertyTree(root: root)
    }

    private func missing(_ pattern: Pattern) -> Diagnostic {
        let path = FilePath.join(pattern.base, pattern.text)
        if Glob(pattern.text).hasWildcards { return .noPropertyFileMatches(path, at: pattern.location) }
        switch fileSystem.itemKind(at: path) {
        case .directory?:
            return .fileError(.unreadable(path: path, reason: "Is a directory"), at: pattern.location)
        case .other?:
            let reason = "Is not a regular file (a pipe, socket or device), so it is not read"
            return .fileError(.unreadable(path: path, reason: reason), at: pattern.location)
        case .file?, nil:
            return .missingPropertyFile(path, at: pattern.location)
        }
    }
}

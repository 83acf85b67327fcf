/// The Swift files of a dependency module, with their stamps taken before any of them is read.
struct ModuleFiles {
    let directory: String
    let paths: [String]
    let stamps: [FileStamp?]

    init(_ module: DependencyModule, fileSystem: any FileSystem) {
        directory = module.sourceDirectory
        let walked = DirectoryWalker(fileSystem: fileSystem).files(under: module.sourceDirectory)
        let swift = walked.files.filter(FilePath.hasSwiftExtension).map { FilePath.join(module.sourceDirectory, $0) }
        paths = Self.dropping(module.excludedFiles, from: swift, package: module.packagePath, fileSystem: fileSystem)
        stamps = fileSystem.stamps(at: paths)
    }

    /// `paths` without those that `patterns` (the module entry's `exclude:`, relative to the package,
    /// as a target's own `exclude:` is matched) match.
    private static func dropping(
        _ patterns: [String], from paths: [String], package: String, fileSystem: any FileSystem
    ) -> [String] {
        guard !patterns.isEmpty else { return paths }
        let prefix = FilePath.normalize(package) + "/"
        let relative = paths.map { path in
            let normalized = FilePath.normalize(path)
            return normalized.hasPrefix(prefix) ? String(normalized.dropFirst(prefix.count)) : normalized
        }
        let excluded = GlobExpander(fileSystem: fileSystem).relativeMatches(of: patterns, among: relative)
        return zip(paths, relative).filter { !excluded.contains($0.1) }.map(\.0)
    }

    /// True when `summary` lists exactly these files and none changed: its stamp is the recorded one
    /// and old enough to be trusted, or, for at most a few files (an edit just made), its contents
    /// still hash to the recorded hash.
    func match(_ summary: ModuleSummary, fileSystem: any FileSystem) -> Bool {
        guard summary.files.count == paths.count else { return false }
        var unsure: [(path: String, hash: ContentHash)] = []
        for (path, stamp) in zip(paths, stamps) {
            guard let entry = summary.files[path] else { return false }
            if let stamp, entry.stamp == stamp, stamp.lastChange < summary.trustedBefore { continue }
            unsure.append((path, entry.hash))
            if unsure.count > Self.filesVerifiedByHash { return false }
        }
        let reader = SourceReader(fileSystem: fileSystem)
        return unsure.allSatisfy { file in
            reader.readOne(file.path).map { ContentHash(of: $0.text) } == file.hash
        }
    }

    /// How many files whose stamps cannot be trusted a summary may still be confirmed by.
    private static let filesVerifiedByHash = 8
}

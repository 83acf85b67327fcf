/// The Swift files of a dependency module, with their stamps taken before any of them is read.
struct ModuleFiles {
    let directory: String
    let paths: [String]
    let stamps: [FileStamp?]

    init(_ module: DependencyModule, fileSystem: any FileSystem) {
        directory = module.sourceDirectory
        let walked = DirectoryWalker(fileSystem: fileSystem).files(under: module.sourceDirectory)
        let files = Self.withoutExcluded(walked.files.filter(FilePath.hasSwiftExtension), of: module, fileSystem)
        paths = files.map { FilePath.join(module.sourceDirectory, $0) }
        stamps = fileSystem.stamps(at: paths)
    }

    /// `files` (relative to the module's sources) without those its `deli.yml` entry excludes, whose
    /// globs are relative to the entry's project directory.
    private static func withoutExcluded(_ files: [String], of module: DependencyModule, _ fileSystem: any FileSystem)
        -> [String]
    {
        guard !module.exclude.isEmpty,
            let sources = FilePath.relative(module.sourceDirectory, to: module.excludeRoot)
        else { return files }
        let prefix = sources.isEmpty ? "" : sources + "/"
        let excluded = GlobExpander(fileSystem: fileSystem).relativeMatches(
            of: module.exclude, among: files.map { prefix + $0 })
        return files.filter { !excluded.contains(prefix + $0) }
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

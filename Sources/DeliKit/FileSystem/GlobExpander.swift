/// Expands globs against a ``FileSystem``: the files under a base directory whose relative
/// path matches, sorted and without duplicates.
public struct GlobExpander: Sendable {
    public let fileSystem: any FileSystem

    public init(fileSystem: any FileSystem) {
        self.fileSystem = fileSystem
    }

    /// The files matching `pattern`, relative to `base`, returned as `base`-joined paths, sorted.
    /// A pattern without wildcards gives its own path when a file is there, and nothing otherwise.
    public func expand(_ pattern: String, in base: String) -> [String] {
        let glob = Glob(pattern)
        guard glob.hasWildcards else {
            let path = FilePath.join(base, pattern)
            return fileSystem.itemKind(at: path) == .file ? [path] : []
        }
        let start = glob.literalPrefix
        let walker = DirectoryWalker(fileSystem: fileSystem)
        let walked = walker.files(
            under: FilePath.join(base, start), maxDepth: glob.maximumDepth, includeHidden: glob.mentionsHiddenNames
        ).files
        let relative = walked.map { start == "." ? $0 : start + "/" + $0 }
        return Array(Set(relative.filter(glob.matches).map { FilePath.join(base, $0) })).sorted()
    }

    /// The paths among `relativePaths` that match any of `patterns`, or that lie below a
    /// directory a pattern matches (so `Sources/App/Generated` excludes everything inside it).
    public func relativeMatches(of patterns: [String], among relativePaths: [String]) -> Set<String> {
        guard !patterns.isEmpty else { return [] }
        let globs = patterns.map(Glob.init)
        return Set(
            relativePaths.filter { path in
                let parts = path.split(separator: "/")
                return (1...max(parts.count, 1)).contains { length in
                    let prefix = parts.prefix(length).joined(separator: "/")
                    return globs.contains { $0.matches(prefix) }
                }
            })
    }
}

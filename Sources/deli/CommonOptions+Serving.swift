import DeliKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension CommonOptions {
    /// The cache folder the run uses, nil with `--no-cache`.
    var cacheDirectory: String? {
        guard !cache.noCache else { return nil }
        return cache.directory(configPath: ConfigurationSource(config: config, project: project).path)
    }

    /// What decides what a build reads and writes: every option but how it reports (`--reporter`,
    /// `--verbose`, `--quiet`, `--summary`). A `deli watch` builds for a `deli build` only when
    /// theirs are equal. An option added to ``CommonOptions`` belongs here unless it only changes
    /// what is printed.
    var buildKey: [String] {
        let resolve = resolveFile.map { $0 ? "resolve" : "no-resolve" } ?? "-"
        return [
            config ?? "-", project ?? "-", target.joined(separator: "\0"), scheme ?? "-", output ?? "-",
            property.joined(separator: "\0"), profile ?? "-", resolve, dependencyTargets.joined(separator: "\0"),
            role?.rawValue ?? "-", cache.cachePath ?? "-", cache.noCache ? "no-cache" : "cache",
            cache.moduleCachePath ?? "-",
        ]
    }
}

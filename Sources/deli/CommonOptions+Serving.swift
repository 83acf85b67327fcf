import DeliKit

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
        // An option given is "=" and its value, one not given is empty: no value can pass for none.
        let given = { (value: String?) in value.map { "=" + $0 } ?? "" }
        return [
            given(config), given(project), given(target.joined(separator: "\0")), given(scheme), given(output),
            given(property.joined(separator: "\0")), given(profile), given(resolveFile.map(String.init)),
            given(dependencyTargets.joined(separator: "\0")), given(role?.rawValue), given(cache.cachePath),
            given(String(cache.noCache)), given(cache.moduleCachePath),
        ]
    }
}

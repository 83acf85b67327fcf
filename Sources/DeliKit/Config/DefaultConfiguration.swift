/// The one way deli defaults a configuration, wherever an entry is missing: a package without a
/// `deli.yml` (`--project`, or the build-tool plugin in a dependency package) and a target of the
/// package that `deli.yml` has no entry for. `deli init` writes the same choice of targets.
public enum DefaultConfiguration {
    /// The entry of a SwiftPM target with every default: its sources in the package beside
    /// `deli.yml`, class `DeliFactory`, public, no properties.
    public static func entry(forTarget name: String) -> ConfigEntry {
        var entry = ConfigEntry(name: Located(name))
        entry.project = Located(".")
        entry.target = Located(name)
        return entry
    }

    /// A configuration of `targets` with every default; without targets, of the targets of the
    /// package's manifest that `deli init` would choose (those that import Deli, dependencies first).
    public static func configuration(forTargets targets: [String], project: String, fileSystem: any FileSystem)
        -> DeliConfiguration
    {
        var names = targets
        if names.isEmpty, let bytes = try? fileSystem.readFile(at: FilePath.join(project, "Package.swift")) {
            let survey = PackageSurvey(
                manifest: String(decoding: bytes, as: UTF8.self), project: project, fileSystem: fileSystem)
            names = ConfigurationTemplate(survey: survey).chosen.filter(\.importsDeli).map(\.name)
        }
        return DeliConfiguration(entries: names.map(entry(forTarget:)))
    }
}

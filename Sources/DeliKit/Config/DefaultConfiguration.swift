/// The one way deli defaults a configuration, wherever an entry is missing: a folder without a
/// `deli.yml` (`deli` run in a project's folder, `--project`, or the build-tool plugin in a
/// dependency package) and a target of the package that `deli.yml` has no entry for. `deli init`
/// writes the same choice of targets.
public enum DefaultConfiguration {
    /// The entry of a SwiftPM target with every default: its sources in the package beside
    /// `deli.yml`, class `DeliFactory`, public, no properties.
    public static func entry(forTarget name: String) -> ConfigEntry {
        var entry = ConfigEntry(name: Located(name))
        entry.project = Located(".")
        entry.target = Located(name)
        return entry
    }

    /// The entry of an Xcode project (`bundle` is `App.xcodeproj`), named after `target` or, without
    /// one, after the project, whose one target (or one shared scheme) is scanned.
    static func entry(forXcodeProject bundle: String, target: String?) -> ConfigEntry {
        let projectName = String(bundle.dropLast(".xcodeproj".count))
        var entry = ConfigEntry(name: Located(target ?? projectName))
        entry.project = Located(bundle)
        entry.target = target.map { Located($0) }
        return entry
    }

    /// A configuration of `targets` with every default. Without targets: in a package, the targets
    /// of its manifest that `deli init` would choose (those that import Deli, dependencies first); in
    /// a folder with one Xcode project, that project.
    public static func configuration(forTargets targets: [String], project: String, fileSystem: any FileSystem)
        -> DeliConfiguration
    {
        switch DefaultProject.find(in: project, fileSystem: fileSystem) {
        case .xcode(let bundle):
            let entries =
                targets.isEmpty
                ? [entry(forXcodeProject: bundle, target: nil)]
                : targets.map {
                    entry(forXcodeProject: bundle, target: $0)
                }
            return DeliConfiguration(entries: entries)
        case .package where targets.isEmpty:
            return DeliConfiguration(entries: chosenTargets(project: project, fileSystem: fileSystem).map(entry))
        case .package, .severalXcodeProjects, .nothing:
            return DeliConfiguration(entries: targets.map(entry(forTarget:)))
        }
    }

    /// The targets `deli init` would write entries for.
    private static func chosenTargets(project: String, fileSystem: any FileSystem) -> [String] {
        guard let bytes = try? fileSystem.readFile(at: FilePath.join(project, "Package.swift")) else { return [] }
        let survey = PackageSurvey(
            manifest: String(decoding: bytes, as: UTF8.self), project: project, fileSystem: fileSystem)
        return ConfigurationTemplate(survey: survey).chosen.filter(\.importsDeli).map(\.name)
    }
}

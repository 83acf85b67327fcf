/// The files `deli init` writes: a commented `deli.yml` with one entry per chosen target and,
/// when asked, a `Configurations/` skeleton with a `dev` and a `prod` profile.
public struct ConfigurationTemplate: Sendable {
    public var survey: PackageSurvey
    /// The targets that get an entry, dependencies first.
    public var chosen: [PackageSurvey.Target]
    public var withProfiles: Bool

    /// The property files of the skeleton, relative to the package.
    public static let propertyFiles = [
        "Configurations/application.yml", "Configurations/application-dev.yml", "Configurations/application-prod.yml",
    ]

    /// Chooses `names` when given, else the targets that import Deli, else every target.
    public init(survey: PackageSurvey, names: [String] = [], withProfiles: Bool = false) {
        self.survey = survey
        self.withProfiles = withProfiles
        let picked: [PackageSurvey.Target]
        if !names.isEmpty {
            picked = names.compactMap { name in survey.targets.first { $0.name == name } }
        } else {
            let importing = survey.targets.filter(\.importsDeli)
            picked = importing.isEmpty ? survey.targets : importing
        }
        chosen = Self.dependenciesFirst(picked)
    }

    /// Every file to write, path relative to the package → contents.
    public var files: [(path: String, text: String)] {
        var files = [(path: "deli.yml", text: configuration)]
        if withProfiles {
            files += zip(Self.propertyFiles, [Self.commonProperties, Self.devProperties, Self.prodProperties])
                .map { (path: $0, text: $1) }
        }
        return files
    }

    /// `App` → `AppFactory`; characters a Swift identifier cannot hold become `_`.
    public static func className(for target: String) -> String {
        var name = String(target.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if name.first?.isNumber ?? true { name = "_" + name }
        return name + "Factory"
    }

    /// The chosen targets, each after the chosen targets it depends on (else in manifest order).
    static func dependenciesFirst(_ targets: [PackageSurvey.Target]) -> [PackageSurvey.Target] {
        var ordered: [PackageSurvey.Target] = []
        var visiting: Set<String> = []
        func visit(_ target: PackageSurvey.Target) {
            guard !ordered.contains(target), visiting.insert(target.name).inserted else { return }
            for name in target.dependencies {
                if let dependency = targets.first(where: { $0.name == name }) { visit(dependency) }
            }
            ordered.append(target)
        }
        targets.forEach(visit)
        return ordered
    }
}

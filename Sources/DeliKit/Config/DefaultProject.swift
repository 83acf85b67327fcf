/// What a folder without a `deli.yml` holds for deli to take its defaults from, as Deli 0.9 looked
/// for a project in the folder it ran in: a SwiftPM package, else the folder's one Xcode project.
enum DefaultProject: Equatable {
    /// A `Package.swift`: its targets that import Deli, or those `--target` names.
    case package
    /// The one Xcode project bundle in the folder (its name, `App.xcodeproj`).
    case xcode(String)
    /// More than one Xcode project bundle and no manifest: deli cannot choose.
    case severalXcodeProjects([String])
    /// Neither a manifest nor an Xcode project.
    case nothing

    /// What `folder` holds.
    static func find(in folder: String, fileSystem: any FileSystem) -> DefaultProject {
        if fileSystem.itemKind(at: FilePath.join(folder, "Package.swift")) == .file { return .package }
        let entries = (try? fileSystem.contentsOfDirectory(at: folder)) ?? []
        let bundles = entries.filter { $0.kind == .directory && FilePath.pathExtension(of: $0.name) == "xcodeproj" }
            .map(\.name).sorted()
        switch bundles.count {
        case 0: return .nothing
        case 1: return .xcode(bundles[0])
        default: return .severalXcodeProjects(bundles)
        }
    }

    /// Why there is nothing to run in `folder`: the error for a folder without a `deli.yml` whose
    /// defaults chose no target.
    func noTargetDiagnostic(folder: String) -> Diagnostic {
        let start = "there is no configuration file in '\(folder)', and "
        switch self {
        case .package, .xcode:
            return .projectWithoutTarget(
                start + "no target of its Package.swift imports Deli: pass --target NAME to "
                    + "choose the target to scan")
        case .severalXcodeProjects(let names):
            return .projectWithoutTarget(
                start + "it holds several Xcode projects (\(names.joined(separator: ", "))): "
                    + "write a deli.yml whose entry names one with 'project:'")
        case .nothing:
            return .projectWithoutTarget(
                start + "it holds no Package.swift or Xcode project to take defaults from: "
                    + "run deli in the project's folder, pass --config PATH, or write a deli.yml (deli init)")
        }
    }
}

import DeliKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where a run's configuration comes from: `--config`; else `deli.yml` in `--project` (or in the
/// working directory), or, when that folder has none, every default (see `DefaultConfiguration`:
/// its package's targets that import Deli, or its one Xcode project).
enum ConfigurationSource {
    case file(String)
    case defaults(project: String)

    init(config: String?, project: String?) {
        if let config {
            self = .file(config)
        } else {
            let folder = project ?? "."
            let path = FilePath.join(folder, "deli.yml")
            self = LocalFileSystem().itemKind(at: path) == nil ? .defaults(project: folder) : .file(path)
        }
    }

    /// The configuration file's path, or where it would be (caches are kept beside it).
    var path: String {
        switch self {
        case .file(let path): return path
        case .defaults(let project): return FilePath.join(project, "deli.yml")
        }
    }

    func run(_ pipeline: DeliPipeline, options: ConfigurationOptions, targets: [String]) -> PipelineOutcome {
        switch self {
        case .file(let path): return pipeline.run(configPath: path, options: options, targets: targets)
        case .defaults(let project): return pipeline.run(defaultsOf: project, options: options, targets: targets)
        }
    }
}

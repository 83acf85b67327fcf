import DeliKit
import Foundation

/// Where a run's configuration comes from: `--config`; else `deli.yml` in `--project`, or, when the
/// project has none, every default (see `DefaultConfiguration`); else `deli.yml` in the working
/// directory.
enum ConfigurationSource {
    case file(String)
    case defaults(project: String)

    init(config: String?, project: String?) {
        if let config {
            self = .file(config)
        } else if let project {
            let path = project.hasSuffix("/") ? project + "deli.yml" : project + "/deli.yml"
            self = LocalFileSystem().itemKind(at: path) == nil ? .defaults(project: project) : .file(path)
        } else {
            self = .file("deli.yml")
        }
    }

    /// The configuration file's path, or where it would be (caches are kept beside it).
    var path: String {
        switch self {
        case .file(let path): return path
        case .defaults(let project): return project.hasSuffix("/") ? project + "deli.yml" : project + "/deli.yml"
        }
    }

    func run(_ pipeline: DeliPipeline, options: ConfigurationOptions, targets: [String]) -> PipelineOutcome {
        switch self {
        case .file(let path): return pipeline.run(configPath: path, options: options, targets: targets)
        case .defaults(let project): return pipeline.run(defaultsOf: project, options: options, targets: targets)
        }
    }
}

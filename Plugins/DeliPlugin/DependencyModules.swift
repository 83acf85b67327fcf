import PackagePlugin

/// The Swift modules a target's factory links, by ``ModuleWalk``'s rule over SwiftPM's targets:
/// local targets and the targets of the products it uses from other packages.
enum DependencyModules {
    /// A module with no source file at all is left out: no folder can be named for it.
    static func of(_ module: any SourceModuleTarget) -> [any SourceModuleTarget] {
        ModuleWalk.linkedModules(of: PluginModule(target: module, isLocal: true)).compactMap(\.target.sourceModule)
            .filter { !$0.sourceFiles.map(\.url).isEmpty }
    }

    /// The deepest directory holding every Swift file of `module` (its sources directory, or a
    /// folder inside it that holds them all): deli reads the module's Swift files below it. For a
    /// module without Swift files (a C target of the package), the one holding all its files, where
    /// deli finds none.
    static func directory(of module: any SourceModuleTarget) -> String {
        let swiftFiles = module.sourceFiles(withSuffix: "swift").map(\.url)
        let files = swiftFiles.isEmpty ? module.sourceFiles.map(\.url) : swiftFiles
        let folders = files.map { $0.deletingLastPathComponent().pathComponents }
        guard var common = folders.first else { return "/" }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
        }
        return "/" + common.dropFirst().joined(separator: "/")
    }
}

/// A SwiftPM target as ``ModuleWalk`` walks it.
struct PluginModule: WalkableModule {
    let target: any Target
    /// Reached through `.target` dependencies only, from the target the plugin runs for.
    let isLocal: Bool

    var walkKey: String { target.id }
    var walkName: String { target.name }
    var isNeverLinked: Bool { target.sourceModule.map { $0.kind == .test || $0.kind == .macro } ?? false }

    var walkDependencies: [PluginModule] {
        target.dependencies.flatMap { dependency -> [PluginModule] in
            switch dependency {
            case .target(let target): return [PluginModule(target: target, isLocal: isLocal)]
            case .product(let product): return product.targets.map { PluginModule(target: $0, isLocal: false) }
            @unknown default: return []
            }
        }
    }
}

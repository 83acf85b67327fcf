import Foundation
import PackagePlugin

/// The non-Swift files a generated factory depends on: `deli.yml` and every property or resolved
/// file in the package (outside build folders), so editing one re-runs deli.
enum PluginInputs {
    static let extensions: Set<String> = ["yml", "yaml", "json", "resolved"]

    static func configurationFiles(in directory: URL) -> [URL] {
        let keys: [URLResourceKey] = [.isDirectoryKey]
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
        else { return [] }
        var files: [URL] = []
        for case let url as URL in enumerator {
            if url.lastPathComponent == "Package.resolved" { continue }
            if ["Tests", "node_modules"].contains(url.lastPathComponent) {
                enumerator.skipDescendants()
                continue
            }
            if extensions.contains(url.pathExtension) { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The folder of each package that declares one of `modules` (the nearest folder above a
    /// module's sources holding a `Package.swift`), and the `deli.yml` in it when there is one: a
    /// folder changes when a file is added to it or removed, so creating or deleting a `deli.yml`
    /// runs deli again without touching `Package.swift`.
    static func packageFolders(of modules: [any SourceModuleTarget]) -> [URL] {
        var folders: [URL] = []
        for module in modules {
            var folder = URL(fileURLWithPath: DependencyModules.directory(of: module))
            while folder.pathComponents.count > 1,
                !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
            {
                folder.deleteLastPathComponent()
            }
            if !folders.contains(folder) { folders.append(folder) }
        }
        let configurations = folders.map { $0.appendingPathComponent("deli.yml") }.filter {
            FileManager.default.fileExists(atPath: $0.path)
        }
        return folders + configurations
    }
}

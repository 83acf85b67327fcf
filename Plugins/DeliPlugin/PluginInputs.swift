import Foundation

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
}

import DeliKit

/// The configuration used when there is no `deli.yml` but `--project` names a SwiftPM package:
/// one entry per `--target`, with every default (class `DeliFactory`, internal access).
struct DefaultConfiguration {
    var project: String
    var targets: [String]

    /// Where the synthesized configuration pretends to live, so relative paths resolve in `project`.
    var path: String { project.hasSuffix("/") ? project + "deli.yml" : project + "/deli.yml" }

    var text: String {
        var lines = ["config:"]
        for target in targets {
            lines += ["  \(quoted(target)):", "    project: .", "    target: \(quoted(target))"]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `target` as a double-quoted YAML scalar, so any name reads back unchanged.
    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

/// A file system that answers one extra, in-memory file and defers everything else to `base`.
struct OverlayFileSystem: FileSystem {
    let base: any FileSystem
    let path: String
    let contents: [UInt8]

    func readFile(at path: String) throws(FileSystemError) -> [UInt8] {
        path == self.path ? contents : try base.readFile(at: path)
    }

    func contentsOfDirectory(at path: String) throws(FileSystemError) -> [DirectoryEntry] {
        try base.contentsOfDirectory(at: path)
    }

    func itemKind(at path: String) -> FileItemKind? {
        path == self.path ? .file : base.itemKind(at: path)
    }

    func identity(at path: String) -> FileIdentity? {
        path == self.path ? FileIdentity("overlay:" + path) : base.identity(at: path)
    }

    func stamp(at path: String) -> FileStamp? {
        path == self.path ? nil : base.stamp(at: path)
    }

    func stamps(at paths: [String]) -> [FileStamp?] {
        paths.contains(path) ? paths.map { stamp(at: $0) } : base.stamps(at: paths)
    }

    func currentTime() -> Int64 { base.currentTime() }
}

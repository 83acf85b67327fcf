import Foundation

/// Keeps each target's scan cache in one JSON file, `<directory>/scan-<target>.json`, written atomically
/// (a temporary file renamed into place). A file that is missing, unreadable or damaged reads as no
/// cache, and a failed write is ignored: the cache only ever makes a run faster.
///
/// The core never creates one: the CLI (or a benchmark) passes it to ``DeliPipeline``, the same
/// way it passes ``LocalFileSystem``.
///
/// Two target names that map to the same file name only cost cache misses: entries are used only
/// when path and content hash both match, and a file's scan depends on nothing else.
public struct DiskScanCache: ScanCacheStorage {
    /// The folder holding the cache files; created on the first save.
    public let directory: String

    public init(directory: String) {
        self.directory = directory
    }

    public func load(target: String) -> ScanCache? {
        guard let data = FileManager.default.contents(atPath: path(for: target)) else { return nil }
        return try? JSONDecoder().decode(ScanCache.self, from: data)
    }

    public func save(_ cache: ScanCache, target: String) {
        let destination = path(for: target)
        let temporary = "\(directory)/.\(fileName(for: target)).\(getpid()).tmp"
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try JSONEncoder().encode(cache).write(to: URL(fileURLWithPath: temporary))
            if rename(temporary, destination) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
        }
    }

    /// The cache file of `target`.
    public func path(for target: String) -> String {
        "\(directory)/\(fileName(for: target))"
    }

    /// `target` with every character other than letters, digits, `-`, `_` and `.` replaced by `_`.
    private func fileName(for target: String) -> String {
        let safe = target.unicodeScalars.map { scalar -> String in
            let allowed = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
            return allowed || "-_.".unicodeScalars.contains(scalar) ? String(scalar) : "_"
        }
        return "scan-" + safe.joined() + ".json"
    }
}

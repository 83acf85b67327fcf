import Foundation

/// Keeps each target's scan cache in one binary file, `<directory>/scan-<target>.bin` (see
/// ``ScanCache/binaryEncoded()``), written atomically (a temporary file renamed into place). A file
/// that is missing, unreadable, damaged or of another format or tool version reads as no cache, and
/// a failed write is ignored: the cache only ever makes a run faster.
///
/// The core never creates one: the CLI (or a benchmark) passes it to ``DeliPipeline``, the same
/// way it passes ``LocalFileSystem``.
///
/// Two target names that map to the same file name only cost cache misses: entries are used only
/// when path and content hash both match, and a file's scan depends on nothing else.
public struct DiskScanCache: ScanCacheStorage {
    /// The folder holding the cache files; created on the first save.
    public let directory: String
    /// Called with the path and the reason when a cache file of the current format is damaged
    /// (its checksum does not match, or its payload is malformed) and is discarded.
    public let onDiscard: (@Sendable (_ path: String, _ reason: BinaryFormatError) -> Void)?
    /// The start of every file name: `scan-`, or `module-` for the modules' caches.
    let prefix: String

    public init(
        directory: String, onDiscard: (@Sendable (_ path: String, _ reason: BinaryFormatError) -> Void)? = nil
    ) {
        self.init(directory: directory, prefix: "scan-", onDiscard: onDiscard)
    }

    init(
        directory: String, prefix: String,
        onDiscard: (@Sendable (_ path: String, _ reason: BinaryFormatError) -> Void)? = nil
    ) {
        self.directory = directory
        self.prefix = prefix
        self.onDiscard = onDiscard
    }

    public func load(target: String) -> ScanCache? {
        let path = path(for: target)
        guard let bytes = CacheFile.load(at: path) else { return nil }
        do throws(BinaryFormatError) {
            let cache = try ScanCache(binaryEncoded: bytes)
            return cache.isCurrent ? cache : nil
        } catch {
            if error != .otherFormat { onDiscard?(path, error) }
            return nil
        }
    }

    public func save(_ cache: ScanCache, target: String) {
        CacheFile.replace(fileName(for: target), in: directory, with: cache.binaryEncoded())
    }

    /// The cache file of `target`.
    public func path(for target: String) -> String {
        "\(directory)/\(fileName(for: target))"
    }

    private func fileName(for target: String) -> String {
        CacheFile.name(prefix: prefix, target: target, extension: "bin")
    }
}

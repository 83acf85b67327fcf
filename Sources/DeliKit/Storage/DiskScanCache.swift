/// Keeps each target's scan cache in one binary file, `<directory>/scan-<target>.bin` (see
/// ``ScanCache/binaryEncoded()``), written atomically (a temporary file renamed into place), and a
/// log beside it, `scan-<target>.log`, of the changes later runs made (see ``ScanCacheChange``): a
/// run that read a few files appends their entries instead of rewriting every entry. The cache is
/// rewritten, and the log emptied, when the log reaches a quarter of the file's size or when a log
/// record cannot be read. A file that is missing, unreadable,
/// damaged or of another format or tool version reads as no cache, and a failed write is ignored:
/// the cache only ever makes a run faster.
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
        var cache: ScanCache
        do throws(BinaryFormatError) {
            cache = try ScanCache(binaryEncoded: bytes)
        } catch {
            if error != .otherFormat { onDiscard?(path, error) }
            return nil
        }
        guard cache.isCurrent else { return nil }
        let base = Array(bytes.bytes.suffix(PayloadChecksum.byteCount))
        let log = CacheFile.load(at: logPath(for: target)) ?? LoadedBytes(copying: [])
        let (changes, isIntact) = ScanCacheChange.changes(in: log, base: base)
        for change in changes { change.apply(to: &cache) }
        cache.origin = ScanCacheOrigin(base: base, baseSize: bytes.count, logSize: log.count, isLogIntact: isIntact)
        return cache
    }

    public func save(_ cache: ScanCache, target: String) {
        replace(cache, target: target)
    }

    /// Rewrites the cache file and removes its log: where the file written starts its next log, nil
    /// when it could not be written.
    @discardableResult
    func replace(_ cache: ScanCache, target: String) -> ScanCacheOrigin? {
        let bytes = cache.binaryEncoded()
        let written = CacheFile.replace(fileName(for: target), in: directory, with: bytes)
        CacheFile.remove(logPath(for: target))
        guard written else { return nil }
        return ScanCacheOrigin(
            base: Array(bytes.suffix(PayloadChecksum.byteCount)), baseSize: bytes.count, logSize: 0, isLogIntact: true)
    }

    public func save(_ cache: ScanCache, change: ScanCacheChange?, target: String) {
        store(cache, change: change, target: target)
    }

    /// Appends `change` (what changed since the cache it was made from was loaded) to the log, while
    /// the log stays under a quarter of the cache file and the file is still the one that cache came
    /// from; otherwise rewrites the cache and starts a new log. Returns the origin of the files as
    /// they are now, which a cache kept in memory needs to append its next change.
    @discardableResult
    func store(_ cache: ScanCache, change: ScanCacheChange?, target: String) -> ScanCacheOrigin? {
        guard let change, var origin = change.origin, origin.isLogIntact else { return replace(cache, target: target) }
        let record = change.record(base: origin.base)
        guard origin.logSize + record.count <= origin.baseSize / 4,
            CacheFile.tail(of: path(for: target), count: origin.base.count) == origin.base,
            CacheFile.append(record, to: logPath(for: target))
        else { return replace(cache, target: target) }
        origin.logSize += record.count
        return origin
    }

    /// Appends `entries` to the log of `target`'s cache without reading the cache, while the log
    /// stays under a quarter of the cache file; otherwise reads, updates and rewrites the cache.
    public func update(_ entries: [String: CachedScan], target: String) {
        let change = ScanCacheChange(trustedBefore: nil, removed: [], changed: entries)
        let path = path(for: target)
        guard let base = CacheFile.tail(of: path, count: PayloadChecksum.byteCount),
            let baseSize = CacheFile.size(of: path)
        else { return }
        let record = change.record(base: base)
        let logSize = CacheFile.size(of: logPath(for: target)) ?? 0
        guard logSize + record.count <= baseSize / 4, CacheFile.append(record, to: logPath(for: target)) else {
            guard let loaded = load(target: target) else { return }
            var cache = loaded
            change.apply(to: &cache)
            replace(cache, target: target)
            return
        }
    }

    /// The cache file of `target`.
    public func path(for target: String) -> String {
        "\(directory)/\(fileName(for: target))"
    }

    /// The log of changes appended to the cache file of `target` since it was written.
    public func logPath(for target: String) -> String {
        "\(directory)/\(CacheFile.name(prefix: prefix, target: target, extension: "log"))"
    }

    private func fileName(for target: String) -> String {
        CacheFile.name(prefix: prefix, target: target, extension: "bin")
    }
}

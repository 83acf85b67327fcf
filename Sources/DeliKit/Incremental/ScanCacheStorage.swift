/// Where scan caches are kept between runs; the CLI passes one that reads and writes files, tests
/// pass one in memory. The core only calls these methods.
public protocol ScanCacheStorage: Sendable {
    /// The cache saved for the target named `target`, or nil when there is none or it cannot be
    /// read or decoded (a damaged cache is ignored and rebuilt, never an error).
    func load(target: String) -> ScanCache?

    /// Replaces the cache of `target`. Failing to save is not an error: the next run is just cold.
    func save(_ cache: ScanCache, target: String)

    /// Replaces the cache of `target` with `cache`, which differs by `change` (when known) from the
    /// cache ``load(target:)`` returned: a storage may then save only the change.
    func save(_ cache: ScanCache, change: ScanCacheChange?, target: String)

    /// Sets the entries of the files at `entries`' paths in the cache of `target`, keeping every other
    /// entry, its relevant names and its trust time: a storage may append them without reading the
    /// cache. Nothing happens when there is no cache.
    func update(_ entries: [String: CachedScan], target: String)
}

extension ScanCacheStorage {
    public func save(_ cache: ScanCache, change: ScanCacheChange?, target: String) {
        save(cache, target: target)
    }

    public func update(_ entries: [String: CachedScan], target: String) {
        guard let loaded = load(target: target) else { return }
        var cache = loaded
        for (path, entry) in entries { cache.files[path] = entry }
        cache.origin = nil
        save(cache, change: ScanCacheChange(from: loaded, to: cache, read: Array(entries.keys)), target: target)
    }
}

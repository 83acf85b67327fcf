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

    /// The cache of `target` for a run that changes it and then saves it, or gives it back when it
    /// changed nothing: a storage that keeps caches in memory lets go of its own copy, so that the
    /// run changes the cache's tables in place instead of copying them. Others load it.
    func take(target: String) -> ScanCache?

    /// Gives back a cache that ``take(target:)`` returned and the run did not change.
    func giveBack(_ cache: ScanCache, target: String)
}

extension ScanCacheStorage {
    public func take(target: String) -> ScanCache? {
        load(target: target)
    }

    public func giveBack(_ cache: ScanCache, target: String) {}

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

import Synchronization

/// A scan cache kept in memory for every run of one process (`deli watch`), and written through to
/// the cache on disk so that a later `deli build` starts where the process left off.
///
/// The disk copy of a target is read and decoded once; after that each run gets the cache the run
/// before it saved, without reading or decoding anything. What each save writes is what
/// ``DiskScanCache`` writes (a change appended to the log, or the whole cache), so the files on disk
/// are the same as after the same runs as separate processes.
public final class ResidentScanCache: ScanCacheStorage {
    public let disk: DiskScanCache
    private let caches = Mutex<[String: ScanCache]>([:])

    public init(disk: DiskScanCache) {
        self.disk = disk
    }

    public func load(target: String) -> ScanCache? {
        if let kept = caches.withLock({ $0[target] }) { return kept }
        guard let loaded = disk.load(target: target) else { return nil }
        caches.withLock { $0[target] = loaded }
        return loaded
    }

    /// The kept cache, which this storage no longer holds until the run saves it or gives it back;
    /// the disk's when none is kept.
    public func take(target: String) -> ScanCache? {
        caches.withLock { $0.removeValue(forKey: target) } ?? disk.load(target: target)
    }

    public func giveBack(_ cache: ScanCache, target: String) {
        caches.withLock { $0[target] = cache }
    }

    public func save(_ cache: ScanCache, target: String) {
        keep(cache, origin: disk.replace(cache, target: target), target: target)
    }

    public func save(_ cache: ScanCache, change: ScanCacheChange?, target: String) {
        keep(cache, origin: disk.store(cache, change: change, target: target), target: target)
    }

    /// Adds `entries` to the kept cache and appends them to the log on disk (the disk cache does it
    /// alone when this process never loaded the target). The kept cache is taken while it changes,
    /// so its table changes in place.
    public func update(_ entries: [String: CachedScan], target: String) {
        guard var cache = caches.withLock({ $0.removeValue(forKey: target) }) else {
            return disk.update(entries, target: target)
        }
        var change = ScanCacheChange(trustedBefore: nil, removed: [], changed: entries)
        change.origin = cache.origin
        change.apply(to: &cache)
        keep(cache, origin: disk.store(cache, change: change, target: target), target: target)
    }

    /// Keeps `cache` as the disk now holds it: `origin` tells the next save where the file and its log
    /// stand (nil when the save failed, so the next one rewrites the whole cache).
    private func keep(_ cache: ScanCache, origin: ScanCacheOrigin?, target: String) {
        var kept = cache
        kept.origin = origin
        caches.withLock { $0[target] = kept }
    }
}

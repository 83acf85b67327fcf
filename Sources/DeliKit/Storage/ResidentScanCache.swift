import Synchronization

/// A scan cache kept in memory for every run of one process (`deli watch`, `deli serve`), and
/// written back to the cache on disk by ``saveKept()`` when the process ends, so that a later
/// `deli build` starts where the process left off.
///
/// The disk copy of a target is read and decoded once; after that each run gets the cache the run
/// before it saved, without reading, decoding or writing anything. While the process runs, the
/// builds it serves are the only readers of the cache; a build by itself meanwhile finds the disk
/// copy older, which only costs it time (every entry is checked against its file's stamp and hash).
public final class ResidentScanCache: ScanCacheStorage {
    public let disk: DiskScanCache
    private let state = Mutex(Kept())

    /// The caches in memory, and the targets whose cache changed since it was last on disk.
    private struct Kept {
        var caches: [String: ScanCache] = [:]
        var unsaved: Set<String> = []
    }

    public init(disk: DiskScanCache) {
        self.disk = disk
    }

    public func load(target: String) -> ScanCache? {
        if let kept = state.withLock({ $0.caches[target] }) { return kept }
        guard let loaded = disk.load(target: target) else { return nil }
        state.withLock { $0.caches[target] = loaded }
        return loaded
    }

    /// The kept cache, which this storage no longer holds until the run saves it or gives it back;
    /// the disk's when none is kept.
    public func take(target: String) -> ScanCache? {
        state.withLock { $0.caches.removeValue(forKey: target) } ?? disk.load(target: target)
    }

    public func giveBack(_ cache: ScanCache, target: String) {
        state.withLock { $0.caches[target] = cache }
    }

    public func save(_ cache: ScanCache, target: String) {
        keepUnsaved(cache, target: target)
    }

    /// Keeps `cache`; what changed is not needed, since the whole cache is written back.
    public func save(_ cache: ScanCache, change: ScanCacheChange?, target: String) {
        keepUnsaved(cache, target: target)
    }

    /// Adds `entries` to the kept cache (to the disk's, through its log, when this process never
    /// loaded the target). The kept cache is taken while it changes, so its table changes in place.
    public func update(_ entries: [String: CachedScan], target: String) {
        guard var cache = state.withLock({ $0.caches.removeValue(forKey: target) }) else {
            return disk.update(entries, target: target)
        }
        ScanCacheChange(trustedBefore: nil, removed: [], changed: entries).apply(to: &cache)
        keepUnsaved(cache, target: target)
    }

    /// Writes every cache that changed since it was last on disk, whole (its log removed). A cache
    /// a run has taken meanwhile is written when that run saves it and this is called again.
    public func saveKept() {
        let unsaved = state.withLock { kept in
            let targets = kept.unsaved.filter { kept.caches[$0] != nil }
            kept.unsaved.subtract(targets)
            return targets.sorted().map { ($0, kept.caches[$0]!) }
        }
        for (target, cache) in unsaved { disk.replace(cache, target: target) }
    }

    /// Keeps `cache` in memory only. Its origin is dropped: the disk no longer holds the cache it
    /// describes, so no change can be appended to that log.
    private func keepUnsaved(_ cache: ScanCache, target: String) {
        var kept = cache
        kept.origin = nil
        state.withLock { state in
            state.caches[target] = kept
            state.unsaved.insert(target)
        }
    }
}

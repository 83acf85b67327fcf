import Synchronization

/// Build records and source walks kept in memory for every run of one process (`deli watch`), and
/// written through to the store on disk so that a later `deli build` starts where the process left
/// off.
///
/// Each target's record is read from disk once; after that a run gets the record the run before it
/// saved, with its generated texts still in memory, so neither the record nor its texts are read
/// or decoded again.
public final class ResidentBuildRecords: BuildRecordStorage, WalkRecordStorage {
    public let disk: DiskBuildRecordStore
    private let records = Mutex<[String: BuildRecord]>([:])
    private let walks = Mutex<[String: RecordedWalk]>([:])

    public init(disk: DiskBuildRecordStore) {
        self.disk = disk
    }

    public func load(target: String) -> BuildRecord? {
        if let kept = records.withLock({ $0[target] }) { return kept }
        guard let loaded = disk.load(target: target) else { return nil }
        records.withLock { $0[target] = loaded }
        return loaded
    }

    public func save(_ record: BuildRecord, target: String) {
        disk.save(record, target: target)
        records.withLock { $0[target] = record }
    }

    public func loadWalk(root: String) -> RecordedWalk? {
        if let kept = walks.withLock({ $0[root] }) { return kept }
        guard let loaded = disk.loadWalk(root: root) else { return nil }
        walks.withLock { $0[root] = loaded }
        return loaded
    }

    /// Keeps `walk` for the next run, and writes it through unless it lists what the walk kept
    /// before lists, with only directory stamps moved. That happens after every build that writes
    /// a factory into a source folder (the folder's stamp moves, its names do not); the walk on disk
    /// then holds the older stamps, and a later process lists those folders once and finds them
    /// the same.
    public func saveWalk(_ walk: RecordedWalk) {
        let onlyStampsMoved = walks.withLock { walks in
            defer { walks[walk.root] = walk }
            return walks[walk.root]?.listsTheSame(as: walk) == true
        }
        if !onlyStampsMoved { disk.saveWalk(walk) }
    }
}

import Synchronization

/// Build records and source walks kept in memory for every run of one process (`deli watch`,
/// `deli serve`). Records are written back to the store on disk by ``saveKept()`` when the process
/// ends, walks as they change, so that a later `deli build` starts where the process left off.
///
/// Each target's record is read from disk once; after that a run gets the record the run before it
/// saved, with its generated texts still in memory, so the record and its texts are neither read,
/// decoded nor written again while the process runs. A build by itself meanwhile finds an older
/// record on disk, whose stamps no longer match: it only takes that build longer.
public final class ResidentBuildRecords: BuildRecordStorage, WalkRecordStorage {
    public let disk: DiskBuildRecordStore
    private let records = Mutex<(kept: [String: BuildRecord], unsaved: Set<String>)>(([:], []))
    private let walks = Mutex<[String: RecordedWalk]>([:])

    public init(disk: DiskBuildRecordStore) {
        self.disk = disk
    }

    public func load(target: String) -> BuildRecord? {
        if let kept = records.withLock({ $0.kept[target] }) { return kept }
        guard let loaded = disk.load(target: target) else { return nil }
        records.withLock { $0.kept[target] = loaded }
        return loaded
    }

    public func save(_ record: BuildRecord, target: String) {
        records.withLock { records in
            records.kept[target] = record
            records.unsaved.insert(target)
        }
    }

    /// Writes every record saved since it was last on disk.
    public func saveKept() {
        let unsaved = records.withLock { records in
            defer { records.unsaved = [] }
            return records.unsaved.sorted().map { ($0, records.kept[$0]!) }
        }
        for (target, record) in unsaved { disk.save(record, target: target) }
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
